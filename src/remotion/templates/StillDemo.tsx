import React from 'react';
import {AbsoluteFill} from 'remotion';
import {SANS} from '../fonts';

export type StillDemoProps = {
  readonly title?: string;
  readonly author?: string;
  readonly site?: string;
  readonly label?: string;
  readonly accent?: string;
};

/**
 * A social preview card, the kind of image the still template renders from
 * props: title, author and site name on a branded background.
 */
const StillDemo: React.FC<StillDemoProps> = ({
  title = 'Rendering 10,000 preview cards from one component',
  author = 'Sample Author',
  site = 'blog.example.com',
  label = 'Engineering',
  accent = '#7c3aed',
}) => {
  const initials = author
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <AbsoluteFill
      style={{
        background: `linear-gradient(125deg, #0f172a 0%, #1e293b 55%, ${accent} 160%)`,
        color: '#ffffff',
        fontFamily: SANS,
        padding: 72,
        boxSizing: 'border-box',
        justifyContent: 'space-between',
        overflow: 'hidden',
      }}>
      <svg
        width={520}
        height={520}
        viewBox="0 0 520 520"
        style={{position: 'absolute', right: -140, top: -160}}
        aria-hidden>
        <circle cx={260} cy={260} r={250} fill={accent} opacity={0.35} />
        <circle
          cx={260}
          cy={260}
          r={180}
          fill="none"
          stroke="#ffffff"
          strokeOpacity={0.25}
          strokeWidth={3}
        />
      </svg>
      <div
        style={{
          position: 'relative',
          alignSelf: 'flex-start',
          fontSize: 26,
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: 3,
          padding: '8px 18px',
          borderRadius: 999,
          backgroundColor: 'rgba(255, 255, 255, 0.14)',
        }}>
        {label}
      </div>
      <div
        style={{
          position: 'relative',
          fontSize: 66,
          fontWeight: 800,
          lineHeight: 1.1,
          maxWidth: 960,
          letterSpacing: -1,
        }}>
        {title}
      </div>
      <div
        style={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 20,
        }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 32,
            backgroundColor: accent,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 26,
            fontWeight: 800,
          }}>
          {initials}
        </div>
        <div style={{fontSize: 30, fontWeight: 600}}>{author}</div>
        <div style={{fontSize: 30, color: '#cbd5e1', marginLeft: 'auto'}}>
          {site}
        </div>
      </div>
    </AbsoluteFill>
  );
};

export default StillDemo;
