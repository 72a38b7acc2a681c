/** Code samples shown on /player/. Each one compiles on its own. */

export const installSample = `npm i --save-exact remotion @remotion/player`;

export const embedSample = `import {Player} from '@remotion/player';
import {AbsoluteFill, useCurrentFrame, useVideoConfig} from 'remotion';

const Countdown = ({from}: {from: number}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const remaining = Math.max(1, from - Math.floor(frame / fps));

  return (
    <AbsoluteFill
      style={{
        justifyContent: 'center',
        alignItems: 'center',
        backgroundColor: '#0f172a',
        color: '#ffffff',
        fontSize: 220,
        fontWeight: 700,
      }}
    >
      {remaining}
    </AbsoluteFill>
  );
};

export const CountdownPreview = () => {
  return (
    <Player
      component={Countdown}
      inputProps={{from: 5}}
      durationInFrames={150}
      fps={30}
      compositionWidth={1280}
      compositionHeight={720}
      style={{width: '100%'}}
      controls
      loop
    />
  );
};`;

export const refSample = `import {Player, type PlayerRef} from '@remotion/player';
import {useEffect, useRef} from 'react';
import {AbsoluteFill} from 'remotion';

const Scene = () => <AbsoluteFill style={{backgroundColor: '#f97316'}} />;

export const ControlledPlayer = () => {
  const playerRef = useRef<PlayerRef>(null);

  useEffect(() => {
    const player = playerRef.current;
    if (!player) {
      return;
    }
    const onEnded = () => {
      console.log('The video reached its last frame');
    };
    player.addEventListener('ended', onEnded);
    return () => {
      player.removeEventListener('ended', onEnded);
    };
  }, []);

  return (
    <div>
      <Player
        ref={playerRef}
        component={Scene}
        durationInFrames={90}
        fps={30}
        compositionWidth={1080}
        compositionHeight={1080}
        style={{width: 320}}
      />
      <button type="button" onClick={() => playerRef.current?.seekTo(45)}>
        Jump to the middle
      </button>
      <button type="button" onClick={() => playerRef.current?.toggle()}>
        Play or pause
      </button>
    </div>
  );
};`;
