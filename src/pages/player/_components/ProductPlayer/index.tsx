import React, {type ReactNode} from 'react';
import {Player} from '@remotion/player';
import FrameClock from '@site/src/remotion/marketing/FrameClock';
import {frameClockMeta} from '@site/src/remotion/marketing/meta';

/**
 * The live Player on /player/, with the built-in controls. Loaded lazily by
 * the page so the product copy renders without waiting for it.
 */
export default function ProductPlayer(): ReactNode {
  return (
    <Player
      component={FrameClock}
      durationInFrames={frameClockMeta.durationInFrames}
      fps={frameClockMeta.fps}
      compositionWidth={frameClockMeta.width}
      compositionHeight={frameClockMeta.height}
      // Open on a frame where everything the composition draws is visible.
      initialFrame={frameClockMeta.posterFrame}
      style={{width: '100%'}}
      controls
      loop
      clickToPlay
      doubleClickToFullscreen
      allowFullscreen
      showPlaybackRateControl
      acknowledgeRemotionLicense
      // On by default, it moves keyboard focus to the play button on mount and
      // whenever playback starts or stops, taking focus away from the reader.
      spaceKeyToPlayOrPause={false}
      errorFallback={() => (
        <p style={{color: '#ffffff', padding: 16}}>
          The preview could not be played in this browser.
        </p>
      )}
    />
  );
}
