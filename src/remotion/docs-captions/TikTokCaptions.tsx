import React from 'react';
import {
  AbsoluteFill,
  Sequence,
  interpolate,
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {
  createTikTokStyleCaptions,
  type Caption,
  type TikTokPage,
} from '@remotion/captions';
import {SANS} from '../fonts';

const HIGHLIGHT = '#ffd43b';

/** Builds one word-level caption. Words after the first start with a space. */
const word = (text: string, startMs: number, endMs: number): Caption => ({
  text,
  startMs,
  endMs,
  timestampMs: (startMs + endMs) / 2,
  confidence: 1,
});

// Hard-coded, word-level captions in the shape a Whisper transcription returns.
const captions: Caption[] = [
  word('Captions', 300, 760),
  word(' are', 760, 940),
  word(' just', 940, 1180),
  word(' data.', 1180, 1640),
  word(' Every', 2000, 2320),
  word(' word', 2320, 2600),
  word(' knows', 2600, 2920),
  word(' when', 2920, 3120),
  word(' it', 3120, 3240),
  word(' starts', 3240, 3640),
  word(' and', 3640, 3820),
  word(' ends,', 3820, 4260),
  word(' so', 4480, 4660),
  word(' the', 4660, 4800),
  word(' active', 4800, 5160),
  word(' one', 5160, 5400),
  word(' lights', 5400, 5760),
  word(' up', 5760, 5960),
  word(' right', 5960, 6240),
  word(' on', 6240, 6400),
  word(' time.', 6400, 7000),
];

const {pages} = createTikTokStyleCaptions({
  captions,
  combineTokensWithinMilliseconds: 1200,
});

const CaptionPage: React.FC<{readonly page: TikTokPage}> = ({page}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  // Inside a <Sequence>, frames count from the start of the page.
  const absoluteMs = page.startMs + (frame / fps) * 1000;
  const enter = spring({frame, fps, config: {damping: 14}});
  const scale = interpolate(enter, [0, 1], [0.85, 1]);

  return (
    <AbsoluteFill
      style={{
        justifyContent: 'flex-end',
        alignItems: 'center',
        paddingBottom: 140,
      }}>
      <div
        style={{
          transform: `scale(${scale})`,
          opacity: enter,
          fontFamily: SANS,
          fontSize: 76,
          fontWeight: 900,
          textAlign: 'center',
          maxWidth: 1080,
          lineHeight: 1.2,
          color: '#ffffff',
          textTransform: 'uppercase',
          // Keep the spaces that belong to each token.
          whiteSpace: 'pre-wrap',
          textShadow: '0 6px 24px rgba(0, 0, 0, 0.55)',
          WebkitTextStroke: '3px #000000',
          paintOrder: 'stroke fill',
        }}>
        {page.tokens.map((token) => {
          const active = token.fromMs <= absoluteMs && token.toMs > absoluteMs;
          return (
            <span
              key={token.fromMs}
              style={{
                color: active ? HIGHLIGHT : '#ffffff',
                display: 'inline-block',
                whiteSpace: 'pre',
                transform: active ? 'scale(1.08)' : 'none',
              }}>
              {token.text}
            </span>
          );
        })}
      </div>
    </AbsoluteFill>
  );
};

/**
 * Docs demo: word-by-word captions built with createTikTokStyleCaptions()
 * from a hard-coded Caption[] array. The word being spoken is highlighted.
 */
const TikTokCaptions: React.FC = () => {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();
  const hue = interpolate(frame, [0, durationInFrames], [215, 265]);

  return (
    <AbsoluteFill
      style={{
        background: `linear-gradient(160deg, hsl(${hue}, 45%, 22%) 0%, hsl(${hue + 40}, 40%, 12%) 100%)`,
      }}>
      <AbsoluteFill
        style={{
          justifyContent: 'flex-start',
          alignItems: 'flex-start',
          padding: 56,
          fontFamily: SANS,
          fontSize: 30,
          color: '#dfe6f5',
        }}>
        createTikTokStyleCaptions(): {pages.length} pages
      </AbsoluteFill>
      {pages.map((page, index) => {
        const from = Math.round((page.startMs / 1000) * fps);
        const next = pages[index + 1];
        const endMs = next
          ? next.startMs
          : page.startMs + page.durationMs + 800;
        const duration = Math.max(1, Math.round((endMs / 1000) * fps) - from);
        return (
          <Sequence
            key={page.startMs}
            from={from}
            durationInFrames={duration}
            layout="none">
            <CaptionPage page={page} />
          </Sequence>
        );
      })}
    </AbsoluteFill>
  );
};

export default TikTokCaptions;
