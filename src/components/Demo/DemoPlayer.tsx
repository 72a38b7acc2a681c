import React, {type ComponentType, type ReactNode} from 'react';
import {Player} from '@remotion/player';
import type {DemoDefinition} from '@site/src/remotion/types';
import {compositionPlayerProps} from '@site/src/components/PlayerStage/playerProps';

/**
 * The part of a demo that needs the player: loaded in its own chunk,
 * together with the composition's chunk (see `loadDemo` in index.tsx).
 */
export default function DemoPlayer({
  demo,
  component,
}: {
  readonly demo: DemoDefinition;
  readonly component: ComponentType<Record<string, unknown>>;
}): ReactNode {
  return (
    <Player
      component={component}
      inputProps={demo.inputProps ?? {}}
      {...compositionPlayerProps(demo)}
      controls
      loop={demo.loop ?? true}
      acknowledgeRemotionLicense
      // On by default, it moves keyboard focus to the play button on mount and
      // whenever playback starts or stops, taking focus away from the reader.
      spaceKeyToPlayOrPause={false}
      style={{width: '100%', height: '100%'}}
      errorFallback={({error}) => (
        <p role="alert">This demo could not be played: {error.message}</p>
      )}
    />
  );
}
