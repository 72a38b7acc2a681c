// Ejected from @docusaurus/theme-classic 3.10.2 (LastUpdated). Changed: the
// date's <time> has no `itemProp`. Docs pages are not a microdata item, so
// the HTML checker rejects a property outside of one; the date is the same.
// The author line is not used (showLastUpdateAuthor is off).
import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/LastUpdated';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const dateTimeFormat = useDateTimeFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (!lastUpdatedAt) {
    return null;
  }
  const atDate = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated on{' '}
      <b>
        <time dateTime={atDate.toISOString()}>
          {dateTimeFormat.format(atDate)}
        </time>
      </b>
      {process.env.NODE_ENV === 'development' && (
        <small> (simulated in the development server)</small>
      )}
    </span>
  );
}
