/**
 * Size, timing and poster frame (see `DemoDefinition.posterFrame`) of the
 * marketing compositions. Kept free of imports so
 * pages can use it for placeholders without pulling in any player code.
 */
export const heroVideoMeta = {
  /**
   * The poster frame with the default title and colour, rendered from the
   * composition itself by `npm run stills:templates` and shown until the
   * visitor first interacts with the hero (then the live player takes over).
   */
  still: '/img/home/hero-still.webp',
  stillWidth: 960,
  stillHeight: 540,
  durationInFrames: 150,
  /** Every word of the title has arrived. */
  posterFrame: 75,
  fps: 30,
  width: 1280,
  height: 720,
} as const;

export const frameClockMeta = {
  durationInFrames: 180,
  /** The counter, the ball and all the squares are on screen. */
  posterFrame: 75,
  fps: 30,
  width: 1280,
  height: 720,
} as const;

/** Accent colours offered on the home page; white text passes 4.5:1 on each. */
export const heroColors = [
  {name: 'Blue', value: '#0b6bcb'},
  {name: 'Violet', value: '#6d28d9'},
  {name: 'Green', value: '#047857'},
  {name: 'Red', value: '#b91c1c'},
] as const;

export const defaultHeroTitle = 'Videos written in React';
