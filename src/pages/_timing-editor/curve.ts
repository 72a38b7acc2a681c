import {measureSpring, spring} from 'remotion';
import {changedConfig, type SpringSettings} from './settings';

/** `measureSpring()`'s default threshold: settled means this close to 1. */
const THRESHOLD = 0.005;

/**
 * `remotion` advances a spring by at most 64 ms per frame, so below about
 * 15.6 fps a frame covers less time than 1 / fps.
 */
const MAX_STEP_SECONDS = 0.064;

/**
 * `measureSpring()` then stays 20 more frames to make sure the spring does
 * not leave the threshold again.
 */
const CONFIRM_FRAMES = 20;

/**
 * Where `(1 + u) * e^-u`, the distance from the target of a spring at or
 * above critical damping after `u = omega0 * t`, falls to the threshold.
 */
const CRITICAL_DECAY = 7.43;

/**
 * The largest estimated settle time (in frames) that the editor measures.
 * `measureSpring()` and `spring()` with a duration take time that grows with
 * the square of the frame count, so slow springs would freeze the page.
 */
export const MAX_FRAMES = 400;

/** Frames drawn after the spring has come to rest. */
const TAIL_FRAMES = 10;

export type Curve = {
  /** The value of `spring()` at each frame from 0. */
  readonly values: readonly number[];
  /** `measureSpring()`: the frames the spring needs to come to rest. */
  readonly settleFrames: number;
  /**
   * The frame from which the value stays at rest: delay plus the settle
   * frames, or delay plus `durationInFrames` when a duration is set.
   */
  readonly restFrame: number;
};

/**
 * An upper estimate of the frames `measureSpring()` will return, from the
 * envelope of the damped oscillation, computed in constant time.
 */
export function estimateSettleFrames(settings: SpringSettings): number {
  const {damping, mass, stiffness, fps} = settings;
  const omega0 = Math.sqrt(stiffness / mass);
  const zeta = damping / (2 * Math.sqrt(stiffness * mass));
  const seconds =
    zeta < 1
      ? Math.log(1 / (THRESHOLD * Math.sqrt(1 - zeta ** 2))) / (zeta * omega0)
      : CRITICAL_DECAY / omega0;
  const secondsPerFrame = Math.min(1 / fps, MAX_STEP_SECONDS);
  return Math.ceil(seconds / secondsPerFrame) + CONFIRM_FRAMES + 1;
}

/**
 * The frames of the spring for the settings, with the real `spring()` and
 * `measureSpring()`; `null` when the spring would take longer than
 * `MAX_FRAMES` to settle.
 */
export function computeCurve(settings: SpringSettings): Curve | null {
  if (estimateSettleFrames(settings) > MAX_FRAMES) {
    return null;
  }
  const config = changedConfig(settings);
  const {fps, delay} = settings;
  const durationInFrames = settings.durationInFrames ?? undefined;
  const settleFrames = measureSpring({fps, config});
  const restFrame = delay + (durationInFrames ?? settleFrames);
  const values: number[] = [];
  for (let frame = 0; frame <= restFrame + TAIL_FRAMES; frame++) {
    values.push(spring({frame, fps, config, delay, durationInFrames}));
  }
  return {values, settleFrames, restFrame};
}
