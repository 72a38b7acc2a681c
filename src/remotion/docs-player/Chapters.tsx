import React from 'react';
import {AbsoluteFill, Sequence, useCurrentFrame} from 'remotion';
import {MONO, SANS} from '../fonts';
import {riseStyle, usePlaybackProgress, useSpring} from '../motion';
import {FrameNumber} from './FrameNumber';

type Chapter = {
  readonly title: string;
  readonly caption: string;
  readonly from: number;
  readonly to: number;
  readonly color: string;
};

/** Frame ranges are inclusive, like `inFrame` and `outFrame` on the Player. */
export const CHAPTERS: readonly Chapter[] = [
  {
    title: 'Intro',
    caption: 'inFrame={0} outFrame={59}',
    from: 0,
    to: 59,
    color: '#1d4ed8',
  },
  {
    title: 'Main part',
    caption: 'inFrame={60} outFrame={149}',
    from: 60,
    to: 149,
    color: '#047857',
  },
  {
    title: 'Outro',
    caption: 'inFrame={150} outFrame={209}',
    from: 150,
    to: 209,
    color: '#7e22ce',
  },
];

/**
 * The ruler at the bottom: one cell per chapter, as wide as its frame range,
 * the one playing lit, and the playhead.
 */
const Ruler: React.FC = () => {
  const frame = useCurrentFrame();
  const position = usePlaybackProgress() * 100;

  return (
    <div
      style={{
        position: 'absolute',
        left: 64,
        right: 64,
        bottom: 48,
        height: 64,
        display: 'flex',
        borderRadius: 10,
        overflow: 'hidden',
        border: '3px solid rgba(255, 255, 255, 0.85)',
      }}>
      {CHAPTERS.map((chapter) => {
        const active = frame >= chapter.from && frame <= chapter.to;
        return (
          <div
            key={chapter.title}
            style={{
              flex: chapter.to - chapter.from + 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontFamily: MONO,
              fontSize: 24,
              backgroundColor: active
                ? 'rgba(255, 255, 255, 0.35)'
                : 'rgba(0, 0, 0, 0.35)',
            }}>
            {`${chapter.from}–${chapter.to}`}
          </div>
        );
      })}
      <div
        style={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `${position}%`,
          width: 4,
          marginLeft: -2,
          backgroundColor: '#facc15',
        }}
      />
    </div>
  );
};

const ChapterCard: React.FC<{readonly chapter: Chapter}> = ({chapter}) => {
  const enter = useSpring({config: {damping: 200}});

  return (
    <AbsoluteFill
      style={{
        backgroundColor: chapter.color,
        justifyContent: 'center',
        alignItems: 'center',
      }}>
      <div
        style={{
          textAlign: 'center',
          ...riseStyle(enter, 40),
        }}>
        <div style={{fontSize: 120, fontWeight: 800, letterSpacing: -2}}>
          {chapter.title}
        </div>
        <div style={{marginTop: 16, fontSize: 34, fontFamily: MONO}}>
          {chapter.caption}
        </div>
      </div>
    </AbsoluteFill>
  );
};

/**
 * Docs demo for the "playing a range" guide: three chapters with their frame
 * ranges, and a ruler that shows which chapter the playhead is in.
 */
const Chapters: React.FC = () => {
  return (
    <AbsoluteFill style={{color: '#ffffff', fontFamily: SANS}}>
      {CHAPTERS.map((chapter) => (
        <Sequence
          key={chapter.title}
          from={chapter.from}
          durationInFrames={chapter.to - chapter.from + 1}
          name={chapter.title}>
          <ChapterCard chapter={chapter} />
        </Sequence>
      ))}
      <Ruler />
      <FrameNumber place={{top: 40, right: 64}} fontSize={30} />
    </AbsoluteFill>
  );
};

export default Chapters;
