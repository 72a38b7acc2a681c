import React from 'react';
import {fitText} from '@remotion/layout-utils';
import {
  AbsoluteFill,
  Easing,
  interpolate,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {SANS} from '../fonts';
import {ReadOut} from './ReadOut';

const TITLE = 'Ship it on Friday';
const FONT_WEIGHT = 800;
const PADDING = 32;
const BORDER = 4;

/**
 * Docs demo: the box changes its width, and fitText() computes the font size
 * at which the title fills exactly the inner width of the box.
 */
const FitTextBox: React.FC = () => {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();

  const t =
    (Math.sin((frame / durationInFrames) * Math.PI * 2 - Math.PI / 2) + 1) / 2;
  const boxWidth = interpolate(t, [0, 1], [380, 1160], {
    easing: Easing.inOut(Easing.quad),
  });
  const innerWidth = boxWidth - PADDING * 2 - BORDER * 2;

  const {fontSize} = fitText({
    text: TITLE,
    withinWidth: innerWidth,
    fontFamily: SANS,
    fontWeight: FONT_WEIGHT,
  });

  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(160deg, #0b1020 0%, #16233f 100%)',
        justifyContent: 'center',
        alignItems: 'center',
      }}>
      <div
        style={{
          width: boxWidth,
          padding: PADDING,
          boxSizing: 'border-box',
          border: `${BORDER}px dashed #4f8cff`,
          borderRadius: 16,
        }}>
        <div
          style={{
            fontFamily: SANS,
            fontWeight: FONT_WEIGHT,
            fontSize,
            lineHeight: 1.1,
            whiteSpace: 'nowrap',
            color: '#ffffff',
          }}>
          {TITLE}
        </div>
      </div>
      <ReadOut>{`withinWidth ${Math.round(innerWidth)}px  ->  fontSize ${fontSize.toFixed(1)}px`}</ReadOut>
    </AbsoluteFill>
  );
};

export default FitTextBox;
