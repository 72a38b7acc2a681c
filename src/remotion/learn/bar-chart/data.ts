import type {CalculateMetadataFunction} from 'remotion';
import monthly from './monthly.json';

export type Bar = {
  label: string;
  value: number;
  color: string;
};

export type BarChartProps = {
  title: string;
  unit: string;
  bars: Bar[];
};

/** Frames before the first bar starts growing (the title comes in first). */
export const INTRO = 20;
/** Frames between the start of one bar and the start of the next. */
export const STAGGER = 5;
/** Frames a bar needs to grow to its full height. */
export const GROW = 30;
/** Frames the finished chart stays on screen. */
export const HOLD = 60;

export const getDurationInFrames = (barCount: number): number => {
  const lastBarStarts = INTRO + Math.max(0, barCount - 1) * STAGGER;
  return lastBarStarts + GROW + HOLD;
};

export const calculateBarChartMetadata: CalculateMetadataFunction<
  BarChartProps
> = ({props}) => {
  return {durationInFrames: getDurationInFrames(props.bars.length)};
};

export const weekdayRenders: BarChartProps = {
  title: 'Videos rendered per weekday',
  unit: 'videos',
  bars: [
    {label: 'Mon', value: 320, color: '#4f8cff'},
    {label: 'Tue', value: 410, color: '#4f8cff'},
    {label: 'Wed', value: 385, color: '#4f8cff'},
    {label: 'Thu', value: 460, color: '#7c5cff'},
    {label: 'Fri', value: 290, color: '#4f8cff'},
    {label: 'Sat', value: 120, color: '#8a94a6'},
    {label: 'Sun', value: 95, color: '#8a94a6'},
  ],
};

/**
 * Twelve months of sign-ups: the "your own data" of the tutorial, kept in a
 * JSON file like the one it passes to the renderer with `--props`.
 */
export const monthlySignups: BarChartProps = monthly;
