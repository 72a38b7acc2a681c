/**
 * Video formats the site's demos share. A demo definition spreads one of
 * these instead of repeating its frame rate and size.
 */

/** 1280×720 at 30 frames per second: the guides' live demos. */
export const HD_30 = {fps: 30, width: 1280, height: 720} as const;

/** 1920×1080 at 30 frames per second. */
export const FULL_HD_30 = {fps: 30, width: 1920, height: 1080} as const;

/** 1080×1080 at 30 frames per second: square social posts. */
export const SQUARE_30 = {fps: 30, width: 1080, height: 1080} as const;

/** 1080×1920 at 30 frames per second: vertical phone video. */
export const VERTICAL_30 = {fps: 30, width: 1080, height: 1920} as const;
