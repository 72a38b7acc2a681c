import React from 'react';
import {AbsoluteFill, useCurrentFrame, useVideoConfig} from 'remotion';
import {SANS} from '../fonts';
import {riseStyle, usePlaybackProgress, useSpring} from '../motion';
import {ProgressBar} from '../ProgressBar';
import {formatTime, smoothNoise} from './shared';

export type AudiogramDemoProps = {
  readonly showTitle?: string;
  readonly episode?: string;
  readonly accent?: string;
};

type CaptionLine = {
  readonly text: string;
  readonly from: number;
  readonly to: number;
};

const CAPTIONS: readonly CaptionLine[] = [
  {text: 'So the first thing we did', from: 0, to: 55},
  {text: 'was turn every chart into a component,', from: 55, to: 120},
  {text: 'and suddenly the whole report', from: 120, to: 175},
  {text: 'could be rendered as a video.', from: 175, to: 240},
  {text: 'Same data, just a new format.', from: 240, to: 300},
];

const BAR_COUNT = 48;

const Waveform: React.FC<{readonly accent: string}> = ({accent}) => {
  const frame = useCurrentFrame();
  // The overall loudness drifts slowly, like speech with pauses.
  const energy = 0.35 + 0.65 * smoothNoise('energy', frame / 6);

  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        height: 240,
      }}>
      {new Array(BAR_COUNT).fill(true).map((_, index) => {
        const centre = 1 - Math.abs(index - BAR_COUNT / 2) / (BAR_COUNT / 2);
        const value = smoothNoise(`bar-${index}`, frame / 3);
        const height = 12 + value * energy * (60 + centre * 170);
        return (
          <div
            key={index}
            style={{
              width: 10,
              height,
              borderRadius: 5,
              backgroundColor: accent,
              opacity: 0.55 + value * 0.45,
            }}
          />
        );
      })}
    </div>
  );
};

const Caption: React.FC<{readonly accent: string}> = ({accent}) => {
  const frame = useCurrentFrame();
  const line =
    CAPTIONS.find((caption) => frame >= caption.from && frame < caption.to) ??
    CAPTIONS[CAPTIONS.length - 1];
  const words = line.text.split(' ');
  const perWord = (line.to - line.from) / words.length;

  return (
    <p
      style={{
        margin: 0,
        fontSize: 54,
        lineHeight: 1.3,
        fontWeight: 700,
        textAlign: 'center',
        minHeight: 140,
      }}>
      {words.map((word, index) => {
        const start = line.from + index * perWord;
        const spoken = frame >= start;
        const current = spoken && frame < start + perWord;
        return (
          <span
            key={`${line.from}-${index}`}
            style={{
              color: current
                ? accent
                : spoken
                  ? '#ffffff'
                  : 'rgba(255, 255, 255, 0.4)',
            }}>
            {word}{' '}
          </span>
        );
      })}
    </p>
  );
};

/** A podcast clip: cover art, an animated waveform and the spoken line. */
const AudiogramDemo: React.FC<AudiogramDemoProps> = ({
  showTitle = 'The Render Queue',
  episode = 'Episode 42 · Reports that play',
  accent = '#f59e0b',
}) => {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();
  const intro = useSpring({config: {damping: 200}});
  const progress = usePlaybackProgress();

  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(160deg, #0f172a 0%, #1e1b4b 100%)',
        color: '#ffffff',
        fontFamily: SANS,
        padding: 80,
        boxSizing: 'border-box',
        justifyContent: 'space-between',
      }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 40,
          ...riseStyle(intro, 40),
        }}>
        <div
          style={{
            width: 220,
            height: 220,
            borderRadius: 28,
            background: `linear-gradient(135deg, ${accent}, #db2777)`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          }}>
          <svg width={110} height={110} viewBox="0 0 24 24" aria-hidden>
            <rect x={8} y={2} width={8} height={13} rx={4} fill="#ffffff" />
            <path
              d="M5 11a7 7 0 0 0 14 0M12 18v4M8 22h8"
              stroke="#ffffff"
              strokeWidth={2}
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        </div>
        <div>
          <div style={{fontSize: 64, fontWeight: 800, lineHeight: 1.1}}>
            {showTitle}
          </div>
          <div style={{fontSize: 34, marginTop: 16, color: '#cbd5e1'}}>
            {episode}
          </div>
        </div>
      </div>
      <Waveform accent={accent} />
      <Caption accent={accent} />
      <div>
        <ProgressBar
          progress={progress}
          color={accent}
          track="rgba(255, 255, 255, 0.2)"
          thickness={10}
        />
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            marginTop: 14,
            fontSize: 28,
            color: '#cbd5e1',
          }}>
          <span>{formatTime(frame / fps)}</span>
          <span>{formatTime(durationInFrames / fps)}</span>
        </div>
      </div>
    </AbsoluteFill>
  );
};

export default AudiogramDemo;
