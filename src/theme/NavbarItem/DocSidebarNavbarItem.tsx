// Ejected from @docusaurus/theme-classic 3.10.2 (NavbarItem/DocSidebarNavbarItem).
// Changed: whether the link is active comes from the sidebar of the route
// that matches the current URL, not from the docs plugin's global list of
// every doc, which plugins/docs trims to keep it out of every page's bundle.
import React from 'react';
import {useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {useRouteSidebar} from './useRouteSidebar';

export default function DocSidebarNavbarItem({
  sidebarId,
  label,
  docsPluginId,
  ...props
}: Props): React.JSX.Element {
  // Changed: the active sidebar is read from the matched route.
  const activeSidebar = useRouteSidebar();
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(
      `DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`,
    );
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => activeSidebar === sidebarId}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
