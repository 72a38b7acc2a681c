import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/**
 * Wraps the announcement bar in a labelled landmark so screen-reader users
 * can find (and skip) it. Dismissal is handled by the theme: it is stored
 * and the bar returns when its id changes.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    // The theme's inline script hides a bar dismissed earlier before React
    // runs. When the announcement's id changed, the bar is active again:
    // lift that early hiding so it returns on this load, not the next one.
    if (isActive) {
      document.documentElement.setAttribute(
        'data-announcement-bar-initially-dismissed',
        'false',
      );
    }
  }, [isActive]);
  if (!isActive) {
    return <AnnouncementBar {...props} />;
  }
  return (
    <section aria-label="Announcement">
      <AnnouncementBar {...props} />
    </section>
  );
}
