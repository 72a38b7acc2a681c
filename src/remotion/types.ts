import type {ComponentType} from 'react';

/**
 * A live demo that the `<Demo id="..." />` MDX component can render.
 * The composition module is loaded lazily, so pages without a demo never
 * download player code.
 */
export type DemoDefinition = {
  /** Stable, lowercase-hyphenated id used in MDX: `<Demo id="spring-basic" />`. */
  readonly id: string;
  /** Short accessible description of what the video shows. */
  readonly title: string;
  /** Loads the module whose default export is the composition component. */
  readonly load: () => Promise<{
    default: ComponentType<Record<string, unknown>>;
  }>;
  readonly durationInFrames: number;
  readonly fps: number;
  readonly width: number;
  readonly height: number;
  /**
   * The frame that stands for the whole demo: the player opens on it before
   * anyone presses play, and the still images of the demo (the template
   * cards) are rendered from it. Choose one where what the demo is about is
   * fully on screen, not the first frame, which is empty for most animations.
   * A whole number from 0 to `durationInFrames - 1`.
   */
  readonly posterFrame: number;
  /** Props passed to the composition (must be JSON-serialisable). */
  readonly inputProps?: Record<string, unknown>;
  /** Loop playback (default true). */
  readonly loop?: boolean;
};

/**
 * What a Player needs to know about a composition to show it: its size,
 * timing and poster frame. Demo definitions and the marketing compositions'
 * meta objects both have these fields.
 */
export type CompositionMeta = Pick<
  DemoDefinition,
  'durationInFrames' | 'fps' | 'width' | 'height' | 'posterFrame'
>;
