import React, {type ReactNode} from 'react';
import {Player} from '@remotion/player';
import {
  compositionPlayerProps,
  marketingPlayerProps,
} from '@site/src/components/PlayerStage/playerProps';
import FrameClock from '@site/src/remotion/marketing/FrameClock';
import {frameClockMeta} from '@site/src/remotion/marketing/meta';

/**
 * The live Player on /player/, with the built-in controls. Loaded lazily by
 * the page so the product copy renders without waiting for it.
 */
export default function ProductPlayer(): ReactNode {
  return (
    <Player
      {...marketingPlayerProps}
      component={FrameClock}
      // Opens on a frame where everything the composition draws is visible.
      {...compositionPlayerProps(frameClockMeta)}
      doubleClickToFullscreen
      allowFullscreen
      showPlaybackRateControl
    />
  );
}
