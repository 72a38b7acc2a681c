import {useSpring} from '../motion';

type SpringWordProps = {
  readonly word: string;
  readonly delay: number;
  readonly rise: number;
  /** Space after the word, in pixels. */
  readonly gap: number;
  readonly grow?: boolean;
  readonly color?: string;
};

/**
 * One word of a starter video's title: it springs up by `rise` pixels into
 * place and fades in, starting `delay` frames into the video. With `grow` it
 * also scales from 90% to full size.
 */
const SpringWord = ({
  word,
  delay,
  rise,
  gap,
  grow = false,
  color,
}: SpringWordProps) => {
  const progress = useSpring({delay, config: {damping: 200}});
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

/**
 * A starter video's title, split at its spaces into `SpringWord`s: the first
 * word starts at `delay`, each next one `stagger` frames later, and
 * `lastWordColor` colours the last one.
 */
export const SpringWords = ({
  text,
  delay,
  stagger,
  lastWordColor,
  rise,
  gap,
  grow,
}: Omit<SpringWordProps, 'word' | 'color'> & {
  readonly text: string;
  readonly stagger: number;
  readonly lastWordColor?: string;
}) => {
  const words = text.split(' ');
  return (
    <>
      {words.map((word, index) => (
        <SpringWord
          key={`${word}-${index}`}
          word={word}
          delay={delay + index * stagger}
          rise={rise}
          gap={gap}
          grow={grow}
          color={index === words.length - 1 ? lastWordColor : undefined}
        />
      ))}
    </>
  );
};
