import {random} from 'remotion';

/** Formats a number of seconds as `m:ss`. */
export const formatTime = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${rest.toString().padStart(2, '0')}`;
};

/** A smooth pseudo-random value in [0, 1] for a seed and a moving time. */
export const smoothNoise = (seed: string, time: number): number => {
  const step = Math.floor(time);
  const t = time - step;
  const eased = t * t * (3 - 2 * t);
  const a = random(`${seed}-${step}`);
  const b = random(`${seed}-${step + 1}`);
  return a + (b - a) * eased;
};
