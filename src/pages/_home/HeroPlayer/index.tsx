import React, {useMemo, useState, type ReactNode} from 'react';
import {Player} from '@remotion/player';
import HeroVideo from '@site/src/remotion/marketing/HeroVideo';
import {heroVideoMeta} from '@site/src/remotion/marketing/meta';
import {prefersReducedMotion} from './reducedMotion';

type Props = {
  readonly title: string;
  readonly color: string;
};

/**
 * The interactive hero video. Loaded with `React.lazy`, so the player and the
 * composition live in their own chunk and never delay the hero text.
 */
export default function HeroPlayer({title, color}: Props): ReactNode {
  const inputProps = useMemo(() => ({title, color}), [title, color]);
  // Open on a frame where the title is fully visible, never on the empty
  // first frame (the intro plays from the start on the next loop); with
  // reduced motion, stay there without playing.
  const [autoPlay] = useState(() => !prefersReducedMotion());
  return (
    <Player
      component={HeroVideo}
      inputProps={inputProps}
      durationInFrames={heroVideoMeta.durationInFrames}
      fps={heroVideoMeta.fps}
      compositionWidth={heroVideoMeta.width}
      compositionHeight={heroVideoMeta.height}
      style={{width: '100%'}}
      controls
      loop
      autoPlay={autoPlay}
      initialFrame={heroVideoMeta.posterFrame}
      clickToPlay
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
