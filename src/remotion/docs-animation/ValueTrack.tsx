/**
 * A grey horizontal line with a coloured dot on it: how the animation guide
 * demos show a value, the dot at the left end for 0 and at the right end for
 * 1. `line.y` is the line's centre; `line.rounded` rounds its ends.
 */
export const ValueTrack = ({
  value,
  left,
  width,
  line,
  dot,
}: {
  readonly value: number;
  readonly left: number;
  readonly width: number;
  readonly line: {
    readonly y: number;
    readonly thickness: number;
    readonly rounded?: boolean;
  };
  readonly dot: {readonly size: number; readonly color: string};
}) => {
  return (
    <>
      <div
        style={{
          position: 'absolute',
          left,
          top: line.y - line.thickness / 2,
          width,
          height: line.thickness,
          background: '#475569',
          borderRadius: line.rounded ? line.thickness / 2 : undefined,
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: left + value * width - dot.size / 2,
          top: line.y - dot.size / 2,
          width: dot.size,
          height: dot.size,
          borderRadius: dot.size / 2,
          background: dot.color,
        }}
      />
    </>
  );
};
