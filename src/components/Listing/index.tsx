import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import TagFilteredList from '@site/src/components/TagFilteredList';
import {tagListLabel, type TagFilter} from './tagFilter';
import styles from './styles.module.css';

/**
 * The parts shared by the list pages (experts, templates, showcase) and the
 * detail views of their items. `listingStyles` gives the shared classes for
 * cards (`card`, `linkCard`, `cardLink`, `cardBody`, `cardTitle`, `byline`,
 * `description`, `badge`), the sample notice (`notice`, or `noticeBox`
 * without its width) and the tags that link back to the list (`tagLinks`);
 * a page's own module adds what is its own, or composes these classes. The
 * tag filters' type and the addresses of filtered lists are in
 * `./tagFilter`, which detail pages import without the filter's code.
 */
export {styles as listingStyles};

type ListingPageProps<Item, Tag extends string> = {
  readonly title: string;
  /** The page's meta description. */
  readonly description: string;
  /** The paragraph under the heading. */
  readonly intro: ReactNode;
  /** A call to action beside the heading (a button link). */
  readonly action?: ReactNode;
  /** Why the entries are samples; rendered with `SampleNotice`. */
  readonly notice?: ReactNode;
  /** The entries, shown as a grid of cards with a filter by their tags. */
  readonly items: readonly Item[];
  readonly filter: TagFilter<Item, Tag>;
  /** The page's class for the grid: it sets `--listing-card-min`, the
      narrowest card before the grid wraps, and may set `--listing-gap`. */
  readonly gridClassName: string;
  /** Renders one entry as a card: a list item with its key. */
  readonly renderItem: (item: Item) => ReactNode;
  /** What follows the list, such as a dialog with an entry's details. */
  readonly children?: ReactNode;
};

/**
 * A list page: heading, introduction, sample notice, then the entries as a
 * grid of cards with a filter by their tags.
 */
export function ListingPage<Item, Tag extends string>({
  title,
  description,
  intro,
  action,
  notice,
  items,
  filter,
  gridClassName,
  renderItem,
  children,
}: ListingPageProps<Item, Tag>): ReactNode {
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
          <TagFilteredList
            items={items}
            filter={filter}
            listClassName={clsx(styles.grid, gridClassName)}>
            {renderItem}
          </TagFilteredList>
          {children}
        </div>
      </main>
    </Layout>
  );
}

/**
 * The list route of a data set that has pages, as the default export of its
 * list module: the data set's plugin gives the module its entries as the
 * prop named after the data set (`experts`), and the route shows them on a
 * `ListingPage` with the rest of `page`.
 */
export function listRoute<Name extends string, Item, Tag extends string>(
  name: Name,
  page: Omit<ListingPageProps<Item, Tag>, 'items'>,
): (props: Readonly<Record<Name, readonly Item[]>>) => ReactNode {
  return function ListRoute(props) {
    return <ListingPage {...page} items={props[name]} />;
  };
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
  /** The list's filter: the tags' labels, and the list's accessible name. */
  readonly filter: TagFilter<never, Tag>;
  readonly className?: string;
  /** Extra classes for one tag (a paid template's tag stands out). */
  readonly tagClassName?: (tag: Tag) => string | undefined;
};

/** The tags of an item, as a labelled list of small chips. */
export function TagList<Tag extends string>({
  tags,
  filter,
  className,
  tagClassName,
}: TagListProps<Tag>): ReactNode {
  return (
    <ul
      className={clsx(styles.tags, className)}
      aria-label={tagListLabel(filter)}>
      {tags.map((tag) => (
        <li key={tag} className={clsx(styles.tag, tagClassName?.(tag))}>
          {filter.labels[tag]}
        </li>
      ))}
    </ul>
  );
}
