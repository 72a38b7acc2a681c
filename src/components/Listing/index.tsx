import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

/**
 * The parts shared by the list pages (experts, templates, showcase) and the
 * detail views of their items. `listingStyles` gives the shared classes for
 * cards (`card`, `linkCard`, `cardLink`, `cardBody`, `cardTitle`, `byline`,
 * `description`, `badge`); a page's own module adds what is its own.
 */
export {styles as listingStyles};

type ListingPageProps = {
  readonly title: string;
  /** The page's meta description. */
  readonly description: string;
  /** The paragraph under the heading. */
  readonly intro: ReactNode;
  /** A call to action beside the heading (a button link). */
  readonly action?: ReactNode;
  /** Why the entries are samples; rendered with `SampleNotice`. */
  readonly notice?: ReactNode;
  readonly children: ReactNode;
};

/** A list page: heading, introduction, sample notice, then the list. */
export function ListingPage({
  title,
  description,
  intro,
  action,
  notice,
  children,
}: ListingPageProps): ReactNode {
  const heading = (
    <>
      <h1>{title}</h1>
      <p className={styles.intro}>{intro}</p>
    </>
  );
  return (
    <Layout title={title} description={description}>
      <main className={styles.main}>
        <div className="container">
          {action ? (
            <div className={styles.header}>
              <div>{heading}</div>
              {action}
            </div>
          ) : (
            heading
          )}
          {notice ? <SampleNotice>{notice}</SampleNotice> : null}
          {children}
        </div>
      </main>
    </Layout>
  );
}

/** A note that the entries shown are fictional samples. */
export function SampleNotice({
  label = 'Note:',
  className,
  children,
}: {
  /** The bold lead-in. */
  readonly label?: string;
  readonly className?: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <p className={clsx(styles.notice, className)}>
      <strong>{label}</strong> {children}
    </p>
  );
}

type TagListProps<Tag extends string> = {
  readonly tags: readonly Tag[];
  /** The tag set's labels (src/data/tags.ts). */
  readonly labels: Readonly<Record<Tag, string>>;
  /** The list's accessible name. */
  readonly label?: string;
  readonly className?: string;
  /** Extra classes for one tag (a paid template's tag stands out). */
  readonly tagClassName?: (tag: Tag) => string | undefined;
};

/** The tags of an item, as a labelled list of small chips. */
export function TagList<Tag extends string>({
  tags,
  labels,
  label = 'Tags',
  className,
  tagClassName,
}: TagListProps<Tag>): ReactNode {
  return (
    <ul className={clsx(styles.tags, className)} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={clsx(styles.tag, tagClassName?.(tag))}>
          {labels[tag]}
        </li>
      ))}
    </ul>
  );
}
