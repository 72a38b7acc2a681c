import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Template} from '@site/src/data/types';
import {
  listingStyles as listing,
  listRoute,
  TagList,
} from '@site/src/components/Listing';
import {findDemo} from '@site/src/remotion/registry';
import {
  templateStillSize,
  templateStillUrl,
} from '@site/src/lib/templateStills';
import {TEMPLATE_FILTER} from '../filter';
import styles from './styles.module.css';

/**
 * The card's picture: the still of the template's demo (rendered at the
 * demo's poster frame by `npm run stills:templates`), or the template's own
 * image.
 */
function CardPreview({template}: {readonly template: Template}): ReactNode {
  const {preview} = template;
  const demo = preview.type === 'demo' ? findDemo(preview.demoId) : undefined;
  const src = useBaseUrl(
    preview.type === 'image' ? preview.src : templateStillUrl(demo?.id ?? ''),
  );
  if (preview.type === 'image') {
    return (
      <div className={styles.preview}>
        <img src={src} alt="" loading="lazy" className={styles.image} />
      </div>
    );
  }
  if (!demo) {
    throw new Error(
      `Template "${template.slug}": preview.demoId "${preview.demoId}" is not a registered demo (src/remotion/*/demos.ts).`,
    );
  }
  const size = templateStillSize(demo.width, demo.height);
  return (
    <div className={styles.preview}>
      <img
        src={src}
        alt=""
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
        className={styles.still}
      />
    </div>
  );
}

function TemplateCard({template}: {readonly template: Template}): ReactNode {
  return (
    <li className={clsx(listing.card, listing.linkCard, styles.card)}>
      <CardPreview template={template} />
      <div className={listing.cardBody}>
        <h2 className={listing.cardTitle}>
          <Link to={`/templates/${template.slug}`} className={listing.cardLink}>
            {template.title}
          </Link>
        </h2>
        <p className={listing.description}>{template.shortDescription}</p>
        <TagList
          tags={template.tags}
          filter={TEMPLATE_FILTER}
          tagClassName={(tag) => (tag === 'paid' ? styles.tagPaid : undefined)}
        />
      </div>
    </li>
  );
}

/** /templates/: every template as a card, with a filter by tag. */
export default listRoute('templates', {
  title: 'Templates',
  description:
    'Starter projects for making videos with React: pick a template, create a project with one command and start editing.',
  intro: (
    <>
      Start a new video project from a template instead of an empty folder. Each
      one is a complete project with compositions, scripts and configuration
      already in place, and most are created with a single{' '}
      <code>create-video</code> command. Filter by what you want to build, then
      open a template to see its files, the packages it uses and how to create
      it.
    </>
  ),
  filter: TEMPLATE_FILTER,
  gridClassName: styles.grid,
  renderItem: (template) => (
    <TemplateCard key={template.slug} template={template} />
  ),
});
