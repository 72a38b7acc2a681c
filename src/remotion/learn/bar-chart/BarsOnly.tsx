import {AbsoluteFill} from 'remotion';
import {useSpring} from '../../motion';
import type {BarChartProps} from './data';
import {INTRO, STAGGER} from './data';

const CHART_HEIGHT = 560;

const Column = ({
  value,
  max,
  color,
  index,
}: {
  value: number;
  max: number;
  color: string;
  index: number;
}) => {
  const progress = useSpring({
    delay: INTRO + index * STAGGER,
    config: {damping: 14},
  });

  return (
    <div
      style={{
        flex: 1,
        height: (value / max) * CHART_HEIGHT * progress,
        backgroundColor: color,
        borderRadius: '14px 14px 0 0',
      }}
    />
  );
};

const BarsOnly = ({bars}: BarChartProps) => {
  const max = Math.max(...bars.map((bar) => bar.value));

  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#f7f8fa',
        justifyContent: 'center',
        alignItems: 'center',
      }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 32,
          width: 1500,
          height: CHART_HEIGHT,
        }}>
        {bars.map((bar, index) => (
          <Column
            key={bar.label}
            value={bar.value}
            max={max}
            color={bar.color}
            index={index}
          />
        ))}
      </div>
    </AbsoluteFill>
  );
};

export default BarsOnly;
