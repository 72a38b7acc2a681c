import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import {CLAMP, CLAMP_EASE_IN_OUT} from '../clamp';
import {MONO, SANS} from '../fonts';
import {useFadeOutAtEnd} from '../motion';

export type CodeHikeDemoProps = {
  readonly fileName?: string;
};

type Step = {
  readonly caption: string;
  readonly code: string;
};

const STEPS: readonly Step[] = [
  {
    caption: '1. Read the current frame',
    code: `import {
  useCurrentFrame,
} from 'remotion';

export const Counter = () => {
  const frame = useCurrentFrame();
  return <div>{frame}</div>;
};`,
  },
  {
    caption: '2. Fade it in with interpolate()',
    code: `import {
  interpolate,
  useCurrentFrame,
} from 'remotion';

export const Counter = () => {
  const frame = useCurrentFrame();
  const opacity = interpolate(frame, [0, 30], [0, 1]);
  return <div style={{opacity}}>{frame}</div>;
};`,
  },
  {
    caption: '3. Or make it bounce with spring()',
    code: `import {
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';

export const Counter = () => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const scale = spring({frame, fps});
  return <div style={{scale}}>{frame}</div>;
};`,
  },
];

const STEP_FRAMES = 80;
const TRANSITION = 24;
const FONT_SIZE = 26;
const LINE_HEIGHT = 42;

const KEYWORDS = new Set(['import', 'from', 'export', 'const', 'return']);

const COLORS = {
  keyword: '#ff7b72',
  string: '#a5d6ff',
  number: '#79c0ff',
  fn: '#d2a8ff',
  tag: '#7ee787',
  plain: '#e6edf3',
  punctuation: '#9ea7b3',
} as const;

type Token = {readonly text: string; readonly color: string};

const TOKEN_PATTERN = /(\s+|'[^']*'|\d+|[A-Za-z_]\w*|[^\sA-Za-z_\d']+)/g;

/** A deliberately small highlighter: enough for the snippets above. */
const tokenize = (line: string): Token[] => {
  const parts = line.match(TOKEN_PATTERN) ?? [];
  return parts.map((text, index) => {
    const previous = parts[index - 1] ?? '';
    const next = parts[index + 1] ?? '';
    if (KEYWORDS.has(text)) {
      return {text, color: COLORS.keyword};
    }
    if (text.startsWith("'")) {
      return {text, color: COLORS.string};
    }
    if (/^\d+$/.test(text)) {
      return {text, color: COLORS.number};
    }
    if (/^[A-Za-z_]/.test(text)) {
      if (previous.endsWith('<') || previous.endsWith('</')) {
        return {text, color: COLORS.tag};
      }
      if (next.startsWith('(')) {
        return {text, color: COLORS.fn};
      }
      return {text, color: COLORS.plain};
    }
    return {text, color: COLORS.punctuation};
  });
};

type PlacedLine = {
  readonly key: string;
  readonly text: string;
  readonly y: number;
  readonly opacity: number;
  readonly x: number;
};

/**
 * Lines that exist in both steps glide to their new position; removed lines
 * fade out first, then added lines fade and slide in.
 */
const placeLines = (
  from: readonly string[],
  to: readonly string[],
  progress: number,
): PlacedLine[] => {
  const used = new Set<number>();
  const placed: PlacedLine[] = [];
  const fadeOut = interpolate(progress, [0, 0.4], [1, 0], CLAMP);
  const fadeIn = interpolate(progress, [0.5, 1], [0, 1], CLAMP);

  to.forEach((text, newIndex) => {
    const oldIndex = from.findIndex(
      (candidate, index) => candidate === text && !used.has(index),
    );
    if (oldIndex === -1) {
      placed.push({
        key: `new-${newIndex}`,
        text,
        y: newIndex * LINE_HEIGHT,
        opacity: fadeIn,
        x: (1 - fadeIn) * 30,
      });
      return;
    }
    used.add(oldIndex);
    placed.push({
      key: `kept-${newIndex}`,
      text,
      y: interpolate(progress, [0, 1], [oldIndex, newIndex]) * LINE_HEIGHT,
      opacity: 1,
      x: 0,
    });
  });

  from.forEach((text, oldIndex) => {
    if (!used.has(oldIndex) && fadeOut > 0) {
      placed.push({
        key: `old-${oldIndex}`,
        text,
        y: oldIndex * LINE_HEIGHT,
        opacity: fadeOut,
        x: 0,
      });
    }
  });

  return placed;
};

/** Animated code walkthrough in the style of the Code Hike template. */
const CodeHikeDemo: React.FC<CodeHikeDemoProps> = ({
  fileName = 'Counter.tsx',
}) => {
  const frame = useCurrentFrame();

  const stepIndex = Math.min(STEPS.length - 1, Math.floor(frame / STEP_FRAMES));
  const step = STEPS[stepIndex];
  const previous = STEPS[Math.max(0, stepIndex - 1)];
  const progress =
    stepIndex === 0
      ? 1
      : interpolate(
          frame - stepIndex * STEP_FRAMES,
          [0, TRANSITION],
          [0, 1],
          CLAMP_EASE_IN_OUT,
        );

  const lines = placeLines(
    previous.code.split('\n'),
    step.code.split('\n'),
    progress,
  );
  const maxLines = Math.max(...STEPS.map((s) => s.code.split('\n').length));
  const fadeIn = interpolate(frame, [0, 12], [0, 1], CLAMP);
  const fadeOut = useFadeOutAtEnd(12);

  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(135deg, #1f2937 0%, #0b1220 100%)',
        justifyContent: 'center',
        alignItems: 'center',
        opacity: Math.min(fadeIn, fadeOut),
      }}>
      <div
        style={{
          width: 960,
          borderRadius: 20,
          backgroundColor: '#0d1117',
          boxShadow: '0 30px 80px rgba(0, 0, 0, 0.45)',
          overflow: 'hidden',
          border: '2px solid #30363d',
        }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '18px 24px',
            borderBottom: '2px solid #30363d',
          }}>
          {['#ff5f57', '#febc2e', '#28c840'].map((color) => (
            <div
              key={color}
              style={{
                width: 18,
                height: 18,
                borderRadius: 9,
                backgroundColor: color,
              }}
            />
          ))}
          <div
            style={{
              marginLeft: 16,
              fontFamily: MONO,
              fontSize: 22,
              color: '#9ea7b3',
            }}>
            {fileName}
          </div>
        </div>
        <div
          style={{
            position: 'relative',
            height: maxLines * LINE_HEIGHT,
            margin: 36,
            fontFamily: MONO,
            fontSize: FONT_SIZE,
            whiteSpace: 'pre',
          }}>
          {lines.map((line) => (
            <div
              key={line.key}
              style={{
                position: 'absolute',
                top: line.y,
                left: 0,
                height: LINE_HEIGHT,
                lineHeight: `${LINE_HEIGHT}px`,
                opacity: line.opacity,
                transform: `translateX(${line.x}px)`,
              }}>
              {tokenize(line.text).map((token, index) => (
                <span key={index} style={{color: token.color}}>
                  {token.text}
                </span>
              ))}
            </div>
          ))}
        </div>
      </div>
      <div
        style={{
          marginTop: 44,
          fontFamily: SANS,
          fontSize: 40,
          fontWeight: 700,
          color: '#e6edf3',
        }}>
        {step.caption}
      </div>
    </AbsoluteFill>
  );
};

export default CodeHikeDemo;
