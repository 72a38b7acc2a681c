import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {
  linearTiming,
  springTiming,
  TransitionSeries,
} from '@remotion/transitions';
import {fade} from '@remotion/transitions/fade';
import {slide} from '@remotion/transitions/slide';
import {MONO} from '../fonts';
import {SANS} from '../fonts';

const Scene: React.FC<{
  readonly title: string;
  readonly caption: string;
  readonly background: string;
}> = ({title, caption, background}) => {
  const frame = useCurrentFrame();
  return (
    <AbsoluteFill
      style={{
        background,
        color: '#0f172a',
        fontFamily: SANS,
        justifyContent: 'center',
        alignItems: 'center',
      }}>
      <div style={{fontSize: 120, fontWeight: 800}}>{title}</div>
      <div style={{fontSize: 36, marginTop: 12}}>{caption}</div>
      <div
        style={{
          position: 'absolute',
          bottom: 40,
          right: 50,
          fontFamily: MONO,
          fontSize: 26,
        }}>
        scene frame {frame}
      </div>
    </AbsoluteFill>
  );
};

/**
 * Docs demo: three scenes joined by <TransitionSeries>, first with a fade
 * (linear timing, 20 frames), then with a slide (spring timing).
 * Total: 60 + 60 + 60 - 20 - 25 = 135 frames.
 */
const TransitionsFadeSlide: React.FC = () => {
  return (
    <TransitionSeries>
      <TransitionSeries.Sequence durationInFrames={60}>
        <Scene title="One" caption="fade() next" background="#bfdbfe" />
      </TransitionSeries.Sequence>
      <TransitionSeries.Transition
        presentation={fade()}
        timing={linearTiming({durationInFrames: 20})}
      />
      <TransitionSeries.Sequence durationInFrames={60}>
        <Scene
          title="Two"
          caption="slide({direction: 'from-right'}) next"
          background="#fbcfe8"
        />
      </TransitionSeries.Sequence>
      <TransitionSeries.Transition
        presentation={slide({direction: 'from-right'})}
        timing={springTiming({
          config: {damping: 200},
          durationInFrames: 25,
        })}
      />
      <TransitionSeries.Sequence durationInFrames={60}>
        <Scene title="Three" caption="the end" background="#bbf7d0" />
      </TransitionSeries.Sequence>
    </TransitionSeries>
  );
};

export default TransitionsFadeSlide;
