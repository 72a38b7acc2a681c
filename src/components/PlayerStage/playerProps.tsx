import React from 'react';
import type {CompositionMeta} from '@site/src/remotion/types';

/**
 * Props shared by the Players of the marketing pages (the home page's hero
 * and the live player on /player/): full width, the built-in controls,
 * looping, click to play, and a message instead of a blank box when the
 * browser cannot play the composition.
 */
export const marketingPlayerProps = {
  style: {width: '100%'},
  controls: true,
  loop: true,
  clickToPlay: true,
  acknowledgeRemotionLicense: true,
  // On by default, it moves keyboard focus to the play button on mount and
  // whenever playback starts or stops, taking focus away from the reader.
  spaceKeyToPlayOrPause: false,
  errorFallback: () => (
    <p style={{color: '#ffffff', padding: 16}}>
      The preview could not be played in this browser.
    </p>
  ),
} as const;

/**
 * A composition's size and timing as Player props (demos, the marketing
 * Players). The Player opens on the poster frame, which shows what the
 * composition is about: the first frame of most animations is empty.
 */
export function compositionPlayerProps(meta: CompositionMeta) {
  return {
    durationInFrames: meta.durationInFrames,
    fps: meta.fps,
    compositionWidth: meta.width,
    compositionHeight: meta.height,
    initialFrame: meta.posterFrame,
  };
}
