import type {CSSProperties} from 'react';

/**
 * A rounded horizontal bar that fills from the left, `progress` 0 empty to
 * 1 full: the playback progress bar of several compositions. `style` adds
 * to the outer bar, for example its place in a flex row.
 */
export const ProgressBar = ({
  progress,
  color,
  track,
  thickness,
  style,
}: {
  readonly progress: number;
  readonly color: string;
  /** Colour of the empty part. */
  readonly track: string;
  /** Height in pixels; the ends are rounded by half of it. */
  readonly thickness: number;
  readonly style?: CSSProperties;
}) => {
  return (
    <div
      style={{
        height: thickness,
        borderRadius: thickness / 2,
        backgroundColor: track,
        overflow: 'hidden',
        ...style,
      }}>
      <div
        style={{
          width: `${progress * 100}%`,
          height: '100%',
          backgroundColor: color,
        }}
      />
    </div>
  );
};
