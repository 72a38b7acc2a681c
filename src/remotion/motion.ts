import type {CSSProperties} from 'react';
import {interpolate, spring, useCurrentFrame, useVideoConfig} from 'remotion';
import {CLAMP} from './clamp';

/**
 * Animation helpers that many compositions of the site repeat: a spring at
 * the current frame, how far playback has got, a fade-out at the end and an
 * entrance that fades in while it rises into place.
 */

type SpringOptions = Omit<Parameters<typeof spring>[0], 'frame' | 'fps'>;

/**
 * spring() at the current frame and the composition's frame rate, with any
 * other option of spring() (delay, config, durationInFrames, ...). It is a
 * hook: call it once per spring at the top of a component, never in a loop.
 */
export const useSpring = (options: SpringOptions = {}): number => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  return spring({frame, fps, ...options});
};

/** How far playback has got: 0 on the first frame, 1 on the last one. */
export const usePlaybackProgress = (): number => {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();
  return frame / (durationInFrames - 1);
};

/**
 * Opacity of something that fades out over the last `frames` frames of
 * `durationInFrames`: 1 until then, 0 on the last frame.
 */
export const fadeOutAtEnd = (
  frame: number,
  durationInFrames: number,
  frames: number,
): number =>
  interpolate(
    frame,
    [durationInFrames - frames, durationInFrames - 1],
    [1, 0],
    CLAMP,
  );

/**
 * Opacity of a composition that fades out over its last `frames` frames:
 * `fadeOutAtEnd()` at the current frame and the composition's length. It is
 * a hook: call it at the top of a component.
 */
export const useFadeOutAtEnd = (frames: number): number => {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();
  return fadeOutAtEnd(frame, durationInFrames, frames);
};

/**
 * Style of an entrance that fades in while it moves up by `distance` pixels
 * (down, for a negative distance): `progress` 0 is hidden and out of place,
 * 1 is fully visible in place.
 */
export const riseStyle = (
  progress: number,
  distance: number,
): CSSProperties => ({
  opacity: progress,
  transform: `translateY(${(1 - progress) * distance}px)`,
});
