import type {CSSProperties} from 'react';
import {SANS} from '../fonts';

/** Shared look of the animation guide demos: dark canvas, system fonts. */
export const canvas: CSSProperties = {
  background: 'linear-gradient(160deg, #0f172a 0%, #1e293b 100%)',
  color: '#f8fafc',
  fontFamily: SANS,
};

export const accents = [
  '#60a5fa',
  '#f472b6',
  '#34d399',
  '#fbbf24',
  '#a78bfa',
  '#f87171',
  '#22d3ee',
  '#fb923c',
] as const;
