import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {showcase} from '@site/src/data/showcase';
import type {ShowcaseEntry} from '@site/src/data/types';
import {ListingPage} from '@site/src/components/Listing';
import ShowcaseCard from './_components/ShowcaseCard';
import ShowcaseModal from './_components/ShowcaseModal';
import {SHOWCASE_FILTER} from './_components/filter';
import styles from './_components/page.module.css';

/**
 * /showcase/: every entry as a card with a filter by tag; a card's poster
 * opens the entry's details in a dialog.
 */
export default function ShowcasePage(): ReactNode {
  const [active, setActive] = useState<ShowcaseEntry | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const open = useCallback(
    (entry: ShowcaseEntry, trigger: HTMLButtonElement) => {
      triggerRef.current = trigger;
      setActive(entry);
    },
    [],
  );

  const close = useCallback(() => {
    setActive(null);
    const trigger = triggerRef.current;
    triggerRef.current = null;
    if (trigger?.isConnected) {
      trigger.focus();
    }
  }, []);

  return (
    <ListingPage
      title="Showcase"
      description="Videos made with React and the toolkit: marketing clips, personalised videos, data stories and more. All entries are fictional samples."
      intro={
        <>
          Videos made with the toolkit: product clips, personalised greetings,
          data stories, music visuals and captioned social posts, all written as
          React components and rendered to video. Select a poster to see the
          details.
        </>
      }
      action={
        <Link to="/showcase/add" className="button button--primary">
          Add your video
        </Link>
      }
      notice={
        <>
          every entry below is a fictional sample that illustrates the showcase.
          The projects, authors and links do not refer to real people or
          companies.
        </>
      }
      items={showcase}
      filter={SHOWCASE_FILTER}
      gridClassName={styles.grid}
      renderItem={(entry) => (
        <ShowcaseCard key={entry.slug} entry={entry} onOpen={open} />
      )}>
      <ShowcaseModal entry={active} onClose={close} />
    </ListingPage>
  );
}
