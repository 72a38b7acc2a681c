import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type PropInfo = {
  readonly name: string;
  readonly description: ReactNode;
};

const PROPS: readonly PropInfo[] = [
  {
    name: 'component',
    description: (
      <>
        The React component to play. Use <code>lazyComponent</code> instead to
        load it with a dynamic import.
      </>
    ),
  },
  {
    name: 'durationInFrames, fps',
    description:
      'Required. How many frames the video has and how fast they play.',
  },
  {
    name: 'compositionWidth, compositionHeight',
    description:
      'Required. The size the component is designed for; the Player scales it to fit its container.',
  },
  {
    name: 'inputProps',
    description:
      'Props passed to your component. Change them and the video updates immediately.',
  },
  {
    name: 'controls',
    description:
      'Shows the play button, seek bar, time, volume and fullscreen controls. Off by default.',
  },
  {
    name: 'loop, autoPlay',
    description:
      'Repeat from the start when the end is reached, and start playing on mount. Both off by default.',
  },
  {
    name: 'initialFrame, inFrame, outFrame',
    description:
      'Where playback starts, and an optional range that limits playback to part of the video.',
  },
  {
    name: 'renderPoster',
    description: (
      <>
        Draws your own element over the video, for example a title card while it
        is paused (together with <code>showPosterWhenPaused</code>).
      </>
    ),
  },
  {
    name: 'style, className',
    description: (
      <>
        Size and style the Player like any element. With only a width, such as{' '}
        <code>{"style={{width: '100%'}}"}</code>, the height follows the
        composition&apos;s aspect ratio.
      </>
    ),
  },
  {
    name: 'errorFallback',
    description:
      'What to show if the component throws while the video is playing.',
  },
];

/** The Player props most pages need, as a definition list. */
export default function PropsList(): ReactNode {
  return (
    <dl className={styles.props}>
      {PROPS.map((prop) => (
        <div key={prop.name} className={styles.prop}>
          <dt>
            <code>{prop.name}</code>
          </dt>
          <dd>{prop.description}</dd>
        </div>
      ))}
    </dl>
  );
}
