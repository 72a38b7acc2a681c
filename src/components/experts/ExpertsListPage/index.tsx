import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Expert} from '@site/src/data/types';
import TagFilteredList from '@site/src/components/TagFilteredList';
import {
  ListingPage,
  listingStyles as listing,
  TagList,
} from '@site/src/components/Listing';
import {
  EXPERT_KIND_LABELS as kindLabels,
  EXPERT_SKILL_LABELS as skillLabels,
} from '@site/src/data/tags';
import styles from './styles.module.css';

const getSkills = (expert: Expert) => expert.skills;

function ExpertCard({expert}: {readonly expert: Expert}): ReactNode {
  const avatar = useBaseUrl(expert.avatar);
  return (
    <li className={clsx(listing.card, listing.linkCard, styles.card)}>
      <div className={styles.cardHeader}>
        <img
          src={avatar}
          alt={`Avatar of ${expert.name}`}
          width={64}
          height={64}
          loading="lazy"
          className={styles.avatar}
        />
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
      <TagList tags={expert.skills} labels={skillLabels} label="Skills" />
    </li>
  );
}

export default function ExpertsListPage({
  experts,
}: {
  readonly experts: readonly Expert[];
}): ReactNode {
  return (
    <ListingPage
      title="Experts"
      description="Freelancers and agencies who build video apps and automated video pipelines with the toolkit. All profiles are fictional samples."
      intro={
        <>
          Need help with a video project? These independent freelancers and
          agencies build with the toolkit: compositions and animation, rendering
          in the cloud, players embedded in web apps, captions and more. Each
          profile lists what they offer and how to get in touch.
        </>
      }
      notice={
        <>
          all profiles shown on this page are fictional samples that illustrate
          the directory. They do not describe real people or companies.
        </>
      }>
      <TagFilteredList
        items={experts}
        tagsOf={getSkills}
        labels={skillLabels}
        param="skill"
        filterLabel="Filter by skill"
        noun="profiles"
        emptyMessage="No profile has all of the selected skills."
        listClassName={clsx(listing.grid, styles.grid)}>
        {(expert) => <ExpertCard key={expert.slug} expert={expert} />}
      </TagFilteredList>
    </ListingPage>
  );
}
