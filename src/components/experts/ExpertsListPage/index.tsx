import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Expert} from '@site/src/data/types';
import {
  listingStyles as listing,
  listRoute,
  TagList,
} from '@site/src/components/Listing';
import {EXPERT_KIND_LABELS as kindLabels} from '@site/src/data/tags';
import ExpertAvatar from '../ExpertAvatar';
import {EXPERT_FILTER} from '../filter';
import styles from './styles.module.css';

function ExpertCard({expert}: {readonly expert: Expert}): ReactNode {
  return (
    <li className={clsx(listing.card, listing.linkCard, styles.card)}>
      <div className={styles.cardHeader}>
        <ExpertAvatar expert={expert} on="card" />
        <div>
          <h2 className={listing.cardTitle}>
            <Link to={`/experts/${expert.slug}`} className={listing.cardLink}>
              {expert.name}
            </Link>
          </h2>
          <p className={clsx(listing.byline, styles.meta)}>
            {kindLabels[expert.kind]} · {expert.location}
          </p>
        </div>
      </div>
      <span className={clsx(listing.badge, styles.badge)}>Sample profile</span>
      <p className={listing.description}>{expert.tagline}</p>
      <TagList tags={expert.skills} filter={EXPERT_FILTER} />
    </li>
  );
}

/** /experts/: every profile as a card, with a filter by skill. */
export default listRoute('experts', {
  title: 'Experts',
  description:
    'Freelancers and agencies who build video apps and automated video pipelines with the toolkit. All profiles are fictional samples.',
  intro: (
    <>
      Need help with a video project? These independent freelancers and agencies
      build with the toolkit: compositions and animation, rendering in the
      cloud, players embedded in web apps, captions and more. Each profile lists
      what they offer and how to get in touch.
    </>
  ),
  notice: (
    <>
      all profiles shown on this page are fictional samples that illustrate the
      directory. They do not describe real people or companies.
    </>
  ),
  filter: EXPERT_FILTER,
  gridClassName: styles.grid,
  renderItem: (expert) => <ExpertCard key={expert.slug} expert={expert} />,
});
