import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

/**
 * One option, prop or flag of an API reference page: its heading, the line
 * of facts below it (`ApiOptionMeta`) and its description. The remark plugin
 * `plugins/option-blocks` writes these from the page's option tables.
 */
export function ApiOption({
  aliases,
  children,
}: {
  /** Other anchors of the option, space-separated (printed by the toolkit). */
  readonly aliases?: string;
  readonly children: ReactNode;
}): ReactNode {
  const ids = aliases?.split(' ').filter(Boolean) ?? [];
  const brokenLinks = useBrokenLinks();
  ids.forEach((id) => brokenLinks.collectAnchor(id));
  return (
    <div className={styles.option} data-api-option="">
      {ids.map((id) => (
        <span key={id} id={id} className={styles.alias} />
      ))}
      {children}
    </div>
  );
}

/** The type, whether it is required, and the default of an option. */
export function ApiOptionMeta({
  children,
}: {
  readonly children: ReactNode;
}): ReactNode {
  return <div className={styles.meta}>{children}</div>;
}

/**
 * The name of an option listed under an h3 section, where docs pages use
 * no deeper heading: a line with its own anchor and a link to it.
 */
export function ApiOptionName({
  id,
  children,
}: {
  readonly id: string;
  readonly children: ReactNode;
}): ReactNode {
  // Registered like a heading's id, so links to it pass the anchor check.
  useBrokenLinks().collectAnchor(id);
  return (
    <div id={id} className={styles.name}>
      {children}
      <Link to={`#${id}`} className={styles.link} aria-label={`# ${id}`}>
        #
      </Link>
    </div>
  );
}
