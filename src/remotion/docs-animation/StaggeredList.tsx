import React from 'react';
import {AbsoluteFill, interpolate, Sequence, useCurrentFrame} from 'remotion';
import {MONO} from '../fonts';
import {useSpring} from '../motion';
import {accents, canvas} from './shared';

const items = [
  'Write the scene',
  'Preview in the Studio',
  'Tweak the timing',
  'Render the video',
  'Share it',
] as const;

const STAGGER = 8;

const Item: React.FC<{readonly text: string; readonly index: number}> = ({
  text,
  index,
}) => {
  // Inside a <Sequence>, the frame starts again at 0.
  const frame = useCurrentFrame();
  const enter = useSpring({config: {damping: 14}});
  const translateX = interpolate(enter, [0, 1], [-80, 0]);

  return (
    <div
      style={{
        position: 'absolute',
        left: 160,
        top: 170 + index * 95,
        display: 'flex',
        alignItems: 'center',
        gap: 28,
        opacity: enter,
        transform: `translateX(${translateX}px)`,
      }}>
      <div
        style={{
          width: 60,
          height: 60,
          borderRadius: 30,
          background: accents[index],
          color: '#0f172a',
          fontWeight: 800,
          fontSize: 30,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}>
        {index + 1}
      </div>
      <div style={{fontSize: 46, fontWeight: 600}}>{text}</div>
      <div style={{fontFamily: MONO, fontSize: 22, color: '#94a3b8'}}>
        from={index * STAGGER} local frame {frame}
      </div>
    </div>
  );
};

/**
 * Docs demo: a list whose items enter one after another. Each item sits in
 * its own <Sequence> that starts STAGGER frames after the previous one.
 */
const StaggeredList: React.FC = () => {
  return (
    <AbsoluteFill style={canvas}>
      <div
        style={{
          position: 'absolute',
          left: 160,
          top: 60,
          fontSize: 40,
          fontWeight: 700,
        }}>
        Staggered with {'<Sequence from={i * 8}>'}
      </div>
      {items.map((text, index) => (
        <Sequence
          key={text}
          from={index * STAGGER}
          name={`Item ${index + 1}`}
          layout="none">
          <Item text={text} index={index} />
        </Sequence>
      ))}
    </AbsoluteFill>
  );
};

export default StaggeredList;
