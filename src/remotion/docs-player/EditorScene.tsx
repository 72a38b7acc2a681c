import React from 'react';
import {AbsoluteFill, interpolate, Sequence, useCurrentFrame} from 'remotion';
import {MONO, SANS} from '../fonts';
import {fadeOutAtEnd, useSpring} from '../motion';
import {FrameNumber} from './FrameNumber';

/** One layer of the editor state: where it sits in time and on the canvas. */
export type EditorItem = {
  readonly id: string;
  readonly label: string;
  readonly from: number;
  readonly durationInFrames: number;
  /** Position of the top-left corner, in composition pixels. */
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly color: string;
};

export type EditorSceneProps = {
  readonly items?: readonly EditorItem[];
};

export const DEFAULT_ITEMS: readonly EditorItem[] = [
  {
    id: 'title',
    label: 'Title',
    from: 0,
    durationInFrames: 150,
    left: 120,
    top: 110,
    width: 620,
    height: 170,
    color: '#2563eb',
  },
  {
    id: 'sticker',
    label: 'Sticker',
    from: 30,
    durationInFrames: 90,
    left: 860,
    top: 160,
    width: 280,
    height: 280,
    color: '#db2777',
  },
  {
    id: 'caption',
    label: 'Caption',
    from: 60,
    durationInFrames: 90,
    left: 120,
    top: 400,
    width: 900,
    height: 120,
    color: '#059669',
  },
];

const Layer: React.FC<{readonly item: EditorItem}> = ({item}) => {
  const frame = useCurrentFrame();
  const enter = useSpring({config: {damping: 16}});
  const exit = fadeOutAtEnd(frame, item.durationInFrames, 10);

  return (
    <div
      style={{
        position: 'absolute',
        left: item.left,
        top: item.top,
        width: item.width,
        height: item.height,
        borderRadius: 20,
        backgroundColor: item.color,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        opacity: Math.min(enter, exit),
        transform: `scale(${interpolate(enter, [0, 1], [0.85, 1])})`,
      }}>
      <div style={{fontSize: 54, fontWeight: 800}}>{item.label}</div>
      <div style={{fontSize: 22, fontFamily: MONO, marginTop: 8}}>
        {`from ${item.from}, ${item.durationInFrames} frames`}
      </div>
    </div>
  );
};

/**
 * Docs demo for the editor guide: every layer is rendered from a plain array
 * of items, the same data an editor UI would keep in React state.
 */
const EditorScene: React.FC<EditorSceneProps> = ({items = DEFAULT_ITEMS}) => {
  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#111827',
        backgroundImage:
          'linear-gradient(rgba(255,255,255,0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.06) 1px, transparent 1px)',
        backgroundSize: '40px 40px',
        color: '#ffffff',
        fontFamily: SANS,
      }}>
      {items.map((item) => (
        <Sequence
          key={item.id}
          from={item.from}
          durationInFrames={item.durationInFrames}
          name={item.label}
          layout="none">
          <Layer item={item} />
        </Sequence>
      ))}
      <FrameNumber
        place={{right: 40, bottom: 32}}
        fontSize={24}
        color="#d1d5db"
      />
    </AbsoluteFill>
  );
};

export default EditorScene;
