/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 *
 * Ejected from @docusaurus/theme-classic 3.10.2: the panel carries the id
 * that its tab's `aria-controls` names and is labelled by the tab (see
 * src/utils/tabIds.ts). Nothing else differs from upstream.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';

import {tabIds, useTabGroupId} from '@site/src/utils/tabIds';
import styles from './styles.module.css';

function TabItemPanel({
  children,
  className,
  hidden,
  value,
}: {
  children: ReactNode;
  className?: string;
  hidden?: boolean;
  value: string;
}) {
  const group = useTabGroupId();
  const ids = group ? tabIds(group, value) : null;
  return (
    <div
      role="tabpanel"
      {...(ids ? {id: ids.panel, 'aria-labelledby': ids.tab} : {})}
      className={clsx(styles.tabItem, className)}
      {...{hidden}}>
      {children}
    </div>
  );
}

export default function TabItem({
  children,
  className,
  value,
}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;

  // Lazy tabs render only the selected panel.
  if (!isSelected && lazy) {
    return null;
  }

  return (
    <TabItemPanel className={className} hidden={!isSelected} value={value}>
      {children}
    </TabItemPanel>
  );
}
