/**
 * The still images shown on the template cards of /templates/: one file per
 * template demo, rendered at the demo's poster frame by
 * `npm run stills:templates` (scripts/stills/render-template-stills.ts) and
 * committed under static/. Framework-free, so the script, the card and the
 * unit test share the same rules.
 */

/** Longest side of a still, in pixels: twice what a card shows, at most. */
export const STILL_LONGEST_SIDE = 560;

/** Image format of the stills (the file extension too). */
export const STILL_FORMAT = 'webp';

/** Address of a demo's still on the site, for example in an `<img src>`. */
export function templateStillUrl(demoId: string): string {
  return `/img/templates/stills/${demoId}.${STILL_FORMAT}`;
}

/** Path of a demo's still relative to the repository root. */
export function templateStillFile(demoId: string): string {
  return `static${templateStillUrl(demoId)}`;
}

/**
 * The scale a composition of this size is rendered at, and the size of the
 * resulting still, so the longest side is STILL_LONGEST_SIDE.
 */
export function templateStillSize(
  width: number,
  height: number,
): {readonly scale: number; readonly width: number; readonly height: number} {
  const scale = STILL_LONGEST_SIDE / Math.max(width, height);
  return {
    scale,
    width: Math.round(width * scale),
    height: Math.round(height * scale),
  };
}
