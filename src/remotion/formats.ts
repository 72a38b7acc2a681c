import type {DemoDefinition} from '@site/src/remotion/types';

/**
 * Video formats the site's demos share. A demo definition spreads one of
 * these, or `atFormat()` gives one to a whole list of definitions, instead of
 * repeating its frame rate and size.
 */

/** What a video format fixes: the frame rate and the size. */
export type VideoFormat = Pick<DemoDefinition, 'fps' | 'width' | 'height'>;

/** 1280×720 at 30 frames per second: the guides' live demos. */
export const HD_30 = {fps: 30, width: 1280, height: 720} as const;

/** 1920×1080 at 30 frames per second. */
export const FULL_HD_30 = {fps: 30, width: 1920, height: 1080} as const;

/** 1080×1080 at 30 frames per second: square social posts. */
export const SQUARE_30 = {fps: 30, width: 1080, height: 1080} as const;

/** 1080×1920 at 30 frames per second: vertical phone video. */
export const VERTICAL_30 = {fps: 30, width: 1080, height: 1920} as const;

/**
 * Demo definitions that all have the same video format: `format` is written
 * once and each of `demos` gets its frame rate and size.
 */
export const atFormat = (
  format: VideoFormat,
  demos: readonly Omit<DemoDefinition, keyof VideoFormat>[],
): DemoDefinition[] => demos.map((demo) => ({...demo, ...format}));
