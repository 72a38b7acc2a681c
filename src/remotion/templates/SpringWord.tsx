import {spring, useCurrentFrame, useVideoConfig} from 'remotion';

/**
 * One word of a starter video's title: it springs up by `rise` pixels into
 * place and fades in, starting `delay` frames into the video. With `grow` it
 * also scales from 90% to full size.
 */
export const SpringWord = ({
  word,
  delay,
  rise,
  gap,
  grow = false,
  color,
}: {
  readonly word: string;
  readonly delay: number;
  readonly rise: number;
  /** Space after the word, in pixels. */
  readonly gap: number;
  readonly grow?: boolean;
  readonly color?: string;
}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const progress = spring({frame, fps, delay, config: {damping: 200}});
  const translate = `translateY(${(1 - progress) * rise}px)`;

  return (
    <span
      style={{
        display: 'inline-block',
        marginRight: gap,
        opacity: progress,
        transform: grow
          ? `${translate} scale(${0.9 + progress * 0.1})`
          : translate,
        color,
      }}>
      {word}
    </span>
  );
};
