import React from 'react';
import {
  AbsoluteFill,
  random,
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import type {Caption} from '@remotion/captions';
import {SANS} from '../fonts';

export type TikTokDemoProps = {
  readonly highlight?: string;
};

/**
 * A word of a transcript: the fields of a `Caption` of `@remotion/captions`
 * that this demo reads, its text and its start in milliseconds.
 */
type Word = Pick<Caption, 'text' | 'startMs'>;

/** Word timings like a speech-to-text model would return them. */
const WORDS: readonly Word[] = [
  {text: 'Three', startMs: 200},
  {text: 'things', startMs: 520},
  {text: 'I', startMs: 860},
  {text: 'wish', startMs: 980},
  {text: 'I', startMs: 1280},
  {text: 'knew', startMs: 1400},
  {text: 'before', startMs: 1760},
  {text: 'my', startMs: 2200},
  {text: 'first', startMs: 2380},
  {text: 'edit.', startMs: 2760},
  {text: 'Number', startMs: 3600},
  {text: 'one:', startMs: 3980},
  {text: 'captions', startMs: 4500},
  {text: 'keep', startMs: 5000},
  {text: 'people', startMs: 5260},
  {text: 'watching.', startMs: 5640},
  {text: 'Seriously.', startMs: 6600},
];

const END_MS = 7800;

/** Groups words into short pages, the way short-form captions flip. */
const PAGES: readonly (readonly number[])[] = [
  [0, 1],
  [2, 3, 4, 5],
  [6, 7, 8, 9],
  [10, 11],
  [12, 13],
  [14, 15],
  [16],
];

const Blob: React.FC<{readonly index: number}> = ({index}) => {
  const frame = useCurrentFrame();
  const size = 500 + random(`size-${index}`) * 500;
  const baseX = random(`x-${index}`) * 1080;
  const baseY = random(`y-${index}`) * 1920;
  const hue = 200 + random(`hue-${index}`) * 120;
  const x = baseX + Math.sin(frame / 40 + index) * 120 - size / 2;
  const y = baseY + Math.cos(frame / 50 + index * 2) * 160 - size / 2;
  return (
    <div
      style={{
        position: 'absolute',
        left: x,
        top: y,
        width: size,
        height: size,
        borderRadius: size / 2,
        background: `radial-gradient(circle, hsla(${hue}, 70%, 55%, 0.75) 0%, hsla(${hue}, 70%, 45%, 0) 70%)`,
      }}
    />
  );
};

/**
 * Vertical video with word-by-word captions: a page of a few words pops in,
 * and the word being spoken is highlighted.
 */
const TikTokDemo: React.FC<TikTokDemoProps> = ({highlight = '#facc15'}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const ms = (frame / fps) * 1000;

  const pageIndex = PAGES.findIndex((page, index) => {
    const next = PAGES[index + 1];
    const pageEnd = next ? WORDS[next[0]].startMs : END_MS;
    return ms >= WORDS[page[0]].startMs && ms < pageEnd;
  });
  const page = pageIndex === -1 ? null : PAGES[pageIndex];
  const pageStartFrame = page
    ? Math.round((WORDS[page[0]].startMs / 1000) * fps)
    : 0;
  const pop = spring({
    frame: frame - pageStartFrame,
    fps,
    config: {damping: 200},
    durationInFrames: 6,
  });

  return (
    <AbsoluteFill style={{backgroundColor: '#1e1b4b', overflow: 'hidden'}}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Blob key={index} index={index} />
      ))}
      <AbsoluteFill
        style={{
          background:
            'linear-gradient(180deg, rgba(0, 0, 0, 0) 55%, rgba(0, 0, 0, 0.45) 100%)',
        }}
      />
      {page ? (
        <AbsoluteFill
          style={{
            justifyContent: 'flex-end',
            alignItems: 'center',
            paddingBottom: 520,
            paddingLeft: 80,
            paddingRight: 80,
            boxSizing: 'border-box',
          }}>
          <div
            style={{
              fontFamily: SANS,
              fontSize: 120,
              fontWeight: 900,
              lineHeight: 1.1,
              textAlign: 'center',
              textTransform: 'uppercase',
              color: '#ffffff',
              WebkitTextStroke: '18px #000000',
              paintOrder: 'stroke',
              transform: `scale(${0.8 + pop * 0.2}) translateY(${(1 - pop) * 40}px)`,
            }}>
            {page.map((wordIndex) => {
              const word = WORDS[wordIndex];
              const next = WORDS[wordIndex + 1];
              const active =
                ms >= word.startMs && ms < (next ? next.startMs : END_MS);
              return (
                <span
                  key={wordIndex}
                  style={{color: active ? highlight : '#ffffff'}}>
                  {word.text}{' '}
                </span>
              );
            })}
          </div>
        </AbsoluteFill>
      ) : null}
    </AbsoluteFill>
  );
};

export default TikTokDemo;
