import type {ComponentType} from 'react';
import {FULL_HD_30} from '../formats';
import type {DemoDefinition} from '@site/src/remotion/types';
import {
  getDurationInFrames,
  HOLD,
  monthlySignups,
  weekdayRenders,
} from './bar-chart/data';
import type {BarChartProps} from './bar-chart/data';

type DemoModule = Awaited<ReturnType<DemoDefinition['load']>>;

/**
 * The bar chart compositions take typed props. The demo registry stores
 * components with loosely typed props, so we widen the type here; the
 * matching `inputProps` are passed next to each definition.
 */
const withTypedProps = (module: {
  default: ComponentType<BarChartProps>;
}): DemoModule => ({
  default: module.default as DemoModule['default'],
});

/** Halfway through the hold at the end: every bar and label has arrived. */
const chartPosterFrame = (barCount: number): number =>
  getDurationInFrames(barCount) - Math.round(HOLD / 2);

export const demos: readonly DemoDefinition[] = [
  {
    id: 'learn-apple-wow-step-1',
    title: 'The word "Thin." in bold white type, centred on a black frame',
    load: () => import('./apple-wow/Step1'),
    durationInFrames: 60,
    posterFrame: 30,
    ...FULL_HD_30,
  },
  {
    id: 'learn-apple-wow-step-2',
    title: 'The word "Thin." springs up from below and fades in',
    load: () => import('./apple-wow/Step2'),
    durationInFrames: 60,
    posterFrame: 35,
    ...FULL_HD_30,
  },
  {
    id: 'learn-apple-wow-step-3',
    title: 'Three words spring in one after another: Thin. Light. Bright.',
    load: () => import('./apple-wow/Step3'),
    durationInFrames: 90,
    posterFrame: 60,
    ...FULL_HD_30,
  },
  {
    id: 'learn-apple-wow-step-4',
    title: 'The three words now start blurred and transparent and land sharp',
    load: () => import('./apple-wow/Step4'),
    durationInFrames: 90,
    posterFrame: 60,
    ...FULL_HD_30,
  },
  {
    id: 'learn-apple-wow-step-5',
    title:
      'The headline "All-day brilliance." fades in and a coloured shine sweeps across it',
    load: () => import('./apple-wow/Step5'),
    durationInFrames: 90,
    posterFrame: 37,
    ...FULL_HD_30,
  },
  {
    id: 'learn-apple-wow-step-6',
    title:
      'The full reveal: three words, a shining headline, then the product name "Lumera One" scales in',
    load: () => import('./apple-wow/Step6'),
    durationInFrames: 270,
    posterFrame: 240,
    ...FULL_HD_30,
  },
  {
    id: 'learn-bar-chart-bars',
    title: 'Seven bars grow from the baseline one after another',
    load: () => import('./bar-chart/BarsOnly').then(withTypedProps),
    durationInFrames: getDurationInFrames(weekdayRenders.bars.length),
    posterFrame: chartPosterFrame(weekdayRenders.bars.length),
    inputProps: weekdayRenders,
    ...FULL_HD_30,
  },
  {
    id: 'learn-bar-chart-labels',
    title:
      'A bar chart of videos rendered per weekday, with a title, counting value labels and day labels',
    load: () => import('./bar-chart/BarChart').then(withTypedProps),
    durationInFrames: getDurationInFrames(weekdayRenders.bars.length),
    posterFrame: chartPosterFrame(weekdayRenders.bars.length),
    inputProps: weekdayRenders,
    ...FULL_HD_30,
  },
  {
    id: 'learn-bar-chart-monthly',
    title:
      'The same bar chart component with twelve months of sign-ups, which makes the video longer',
    load: () => import('./bar-chart/BarChart').then(withTypedProps),
    durationInFrames: getDurationInFrames(monthlySignups.bars.length),
    posterFrame: chartPosterFrame(monthlySignups.bars.length),
    inputProps: monthlySignups,
    ...FULL_HD_30,
  },
];
