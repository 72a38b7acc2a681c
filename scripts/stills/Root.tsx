import React, {type ReactNode} from 'react';
import {Composition} from 'remotion';
import {allDemos} from '../../src/remotion/registry';

/**
 * Registers every live demo of the site as a composition, with the size,
 * frame rate, duration and props of its definition, so that a still of any
 * demo can be rendered from one bundle. Each composition is loaded lazily
 * through the demo's own `load()`, exactly as the site's player loads it.
 */
export function StillsRoot(): ReactNode {
  return (
    <>
      {allDemos.map((demo) => (
        <Composition
          key={demo.id}
          id={demo.id}
          lazyComponent={demo.load}
          durationInFrames={demo.durationInFrames}
          fps={demo.fps}
          width={demo.width}
          height={demo.height}
          defaultProps={demo.inputProps ?? {}}
        />
      ))}
    </>
  );
}
