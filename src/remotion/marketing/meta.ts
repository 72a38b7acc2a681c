/**
 * Size, timing and poster frame (see `DemoDefinition.posterFrame`) of the
 * marketing compositions. Kept free of composition and player code, so
 * pages can use it for placeholders without downloading any of it.
 */
import {HD_30} from '../formats';

export const heroVideoMeta = {
  durationInFrames: 150,
  /** Every word of the title has arrived. */
  posterFrame: 75,
  ...HD_30,
} as const;

/**
 * The hero's poster frame with the default title and colour, rendered from
 * the composition itself by `npm run stills:templates` and shown until the
 * visitor first interacts with the hero (then the live player takes over).
 */
export const heroStill = {
  src: '/img/home/hero-still.webp',
  width: 960,
  height: 540,
} as const;

export const frameClockMeta = {
  durationInFrames: 180,
  /** The counter, the ball and all the squares are on screen. */
  posterFrame: 75,
  ...HD_30,
} as const;

/** Accent colours offered on the home page; white text passes 4.5:1 on each. */
export const heroColors = [
  {name: 'Blue', value: '#0b6bcb'},
  {name: 'Violet', value: '#6d28d9'},
  {name: 'Green', value: '#047857'},
  {name: 'Red', value: '#b91c1c'},
] as const;

export const defaultHeroTitle = 'Videos written in React';
