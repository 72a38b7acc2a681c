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
  /** Props passed to the composition (must be JSON-serialisable). */
  readonly inputProps?: Record<string, unknown>;
  /** Loop playback (default true). */
  readonly loop?: boolean;
};
