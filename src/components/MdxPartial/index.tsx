import React, {type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import MDXContent from '@theme/MDXContent';
import styles from './styles.module.css';

type Props = {
  /** The partial: an `.mdx` file beside the page part, its name starting with `_`. */
  readonly content: ComponentType;
  /** Extra classes for the wrapper, for example to style the code block. */
  readonly className?: string;
};

/**
 * A fixed code sample of a React page, written as an MDX partial so that it
 * is highlighted at build time and type-checked with the other code samples.
 * The wrapper may shrink below the width of the code, so a long line scrolls
 * inside the code block instead of widening the grid or figure around it.
 */
export default function MdxPartial({
  content: Content,
  className,
}: Props): ReactNode {
  return (
    <div className={clsx(styles.partial, className)}>
      <MDXContent>
        <Content />
      </MDXContent>
    </div>
  );
}
