import React from 'react';
import {AbsoluteFill, interpolate, random, useCurrentFrame} from 'remotion';
import {CLAMP} from '../clamp';
import {SANS} from '../fonts';
import {riseStyle, useFadeOutAtEnd, useSpring} from '../motion';

export type TtsDemoProps = {
  /** The sentence that the voiceover speaks. */
  readonly text?: string;
  /** Name of the speech service, shown as a label. */
  readonly engine?: string;
  readonly accent?: string;
};

const SPEECH_START = 20;
const FRAMES_PER_WORD = 9;
const VOICE_BARS = 9;

/**
 * A text-to-speech video: the sentence is revealed word by word while a
 * voice indicator moves, as if the generated voiceover were playing.
 */
const TtsDemo: React.FC<TtsDemoProps> = ({
  text = 'Type a sentence, pick a voice, and the template turns it into a narrated video.',
  engine = 'Text to speech',
  accent = '#059669',
}) => {
  const frame = useCurrentFrame();
  const words = text.split(' ');
  const speechEnd = SPEECH_START + words.length * FRAMES_PER_WORD;
  const speaking = frame >= SPEECH_START && frame < speechEnd;

  const intro = useSpring({config: {damping: 200}});
  const fadeOut = useFadeOutAtEnd(15);

  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(180deg, #f8fafc 0%, #e2e8f0 100%)',
        fontFamily: SANS,
        padding: '120px 160px',
        boxSizing: 'border-box',
        justifyContent: 'center',
        opacity: fadeOut,
      }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 28,
          ...riseStyle(intro, 30),
        }}>
        <div
          style={{
            width: 120,
            height: 120,
            borderRadius: 60,
            backgroundColor: accent,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 6,
          }}>
          {new Array(VOICE_BARS).fill(true).map((_, index) => {
            const level = speaking
              ? 0.25 + random(`voice-${index}-${Math.floor(frame / 2)}`) * 0.75
              : 0.15;
            const centre =
              1 - Math.abs(index - (VOICE_BARS - 1) / 2) / VOICE_BARS;
            return (
              <div
                key={index}
                style={{
                  width: 6,
                  height: 10 + level * centre * 64,
                  borderRadius: 3,
                  backgroundColor: '#ffffff',
                }}
              />
            );
          })}
        </div>
        <div>
          <div style={{fontSize: 34, fontWeight: 700, color: '#0f172a'}}>
            {engine}
          </div>
          <div style={{fontSize: 28, color: '#475569', marginTop: 4}}>
            {speaking ? 'Speaking…' : frame < SPEECH_START ? 'Ready' : 'Done'}
          </div>
        </div>
      </div>
      <p
        style={{
          marginTop: 70,
          marginBottom: 0,
          fontSize: 84,
          fontWeight: 800,
          lineHeight: 1.2,
          color: '#0f172a',
          letterSpacing: -1,
        }}>
        {words.map((word, index) => {
          const start = SPEECH_START + index * FRAMES_PER_WORD;
          const shown = interpolate(
            frame,
            [start, start + 6],
            [0.15, 1],
            CLAMP,
          );
          const current = frame >= start && frame < start + FRAMES_PER_WORD;
          return (
            <span
              key={`${word}-${index}`}
              style={{
                opacity: shown,
                color: current ? accent : undefined,
              }}>
              {word}{' '}
            </span>
          );
        })}
      </p>
    </AbsoluteFill>
  );
};

export default TtsDemo;
