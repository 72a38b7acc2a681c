import React, {useMemo, useState, type ReactNode} from 'react';
import {Player} from '@remotion/player';
import {
  compositionPlayerProps,
  marketingPlayerProps,
} from '@site/src/components/PlayerStage/playerProps';
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
      {...marketingPlayerProps}
      component={HeroVideo}
      inputProps={inputProps}
      {...compositionPlayerProps(heroVideoMeta)}
      autoPlay={autoPlay}
    />
  );
}
