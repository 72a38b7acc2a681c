import {AbsoluteFill, Easing, interpolate, useCurrentFrame} from 'remotion';
import {CLAMP, CLAMP_EASE_OUT} from '../../clamp';
import type {Bar, BarChartProps} from './data';
import {GROW, INTRO, STAGGER} from './data';
import {SANS} from '../../fonts';
import {riseStyle, useSpring} from '../../motion';

const CHART_HEIGHT = 560;

const Column = ({bar, max, index}: {bar: Bar; max: number; index: number}) => {
  const frame = useCurrentFrame();
  const delay = INTRO + index * STAGGER;

  // The bar itself: physical, with a small overshoot.
  const progress = useSpring({delay, config: {damping: 14}});

  // The number: counts up over GROW frames and never overshoots.
  const shownValue = interpolate(
    frame,
    [delay, delay + GROW],
    [0, bar.value],
    CLAMP_EASE_OUT,
  );

  // The category label slides up and fades in with its bar.
  const labelIn = interpolate(frame, [delay, delay + 12], [0, 1], CLAMP);

  return (
    <div
      style={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-end',
      }}>
      <div
        style={{
          fontSize: 32,
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          color: '#11151c',
          marginBottom: 12,
          opacity: labelIn,
        }}>
        {Math.round(shownValue).toLocaleString('en-US')}
      </div>
      <div
        style={{
          width: '100%',
          height: (bar.value / max) * CHART_HEIGHT * progress,
          backgroundColor: bar.color,
          borderRadius: '14px 14px 0 0',
        }}
      />
      <div
        style={{
          fontSize: 30,
          fontWeight: 600,
          color: '#4a5263',
          paddingTop: 16,
          ...riseStyle(labelIn, 16),
        }}>
        {bar.label}
      </div>
    </div>
  );
};

const BarChart = ({title, unit, bars}: BarChartProps) => {
  const frame = useCurrentFrame();
  const max = Math.max(...bars.map((bar) => bar.value));
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);

  const titleIn = interpolate(frame, [0, 15], [0, 1], {
    ...CLAMP,
    easing: Easing.out(Easing.quad),
  });

  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#f7f8fa',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 56,
        fontFamily: SANS,
      }}>
      <div
        style={{
          textAlign: 'center',
          ...riseStyle(titleIn, 30),
        }}>
        <div
          style={{
            fontSize: 72,
            fontWeight: 800,
            letterSpacing: '-0.02em',
            color: '#11151c',
          }}>
          {title}
        </div>
        <div style={{fontSize: 34, color: '#4a5263', marginTop: 8}}>
          {total.toLocaleString('en-US')} {unit} in total
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: bars.length > 8 ? 20 : 32,
          width: 1500,
          height: CHART_HEIGHT + 120,
        }}>
        {bars.map((bar, index) => (
          <Column key={bar.label} bar={bar} max={max} index={index} />
        ))}
      </div>
    </AbsoluteFill>
  );
};

export default BarChart;
