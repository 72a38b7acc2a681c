// Type definitions the options check is tested against (see
// ../options-unit.test.ts). Shapes mirror the toolkit's: an options object,
// a union of object types, an intersection, a component and a deprecated
// property.
import type React from 'react';

export type RenderThingOptions = {
  /** Where to read from. */
  src: string;
  /**
   * How many times to retry.
   * @default 2
   */
  retries?: number;
  /** @deprecated Use `retries`. */
  tries?: number;
  _internalFlag?: boolean;
} & {
  onDone?: () => void;
};

export declare function renderThing(options: RenderThingOptions): void;

export type Size =
  {mode: 'width'; width: number} | {mode: 'scale'; scale?: number};

export declare function move(x: number, y?: number): string;

export declare const Box: React.FC<
  React.HTMLAttributes<HTMLDivElement> & {
    color: string;
    label?: string;
  }
>;
