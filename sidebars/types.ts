import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One item of a sidebar: a doc id, a category, a link... */
export type SidebarItem = Extract<
  SidebarsConfig[string],
  readonly unknown[]
>[number];
