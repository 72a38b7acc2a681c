import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {TOOLKIT_VERSION} from '@site/src/config/site';
import {
  packageManagerCommands,
  packageManagers,
  pinToolkitPackage,
  type PackageManagerRequest,
} from '@site/src/lib/packageManagers';

export type PackageManagerTabsProps =
  | {
      readonly packages: readonly string[];
      readonly dev?: boolean;
      readonly create?: never;
    }
  | {
      readonly create: string;
      readonly packages?: never;
      readonly dev?: never;
    };

/**
 * Install or create command for npm, pnpm, yarn and bun, in tabs that stay
 * in sync across the site (`groupId="package-manager"`). Toolkit packages are
 * pinned to the documented version (`TOOLKIT_VERSION`).
 *
 * ```mdx
 * <PackageManagerTabs packages={['@remotion/player']} />
 * <PackageManagerTabs create="hello-world" />
 * ```
 */
export default function PackageManagerTabs(
  props: PackageManagerTabsProps,
): ReactNode {
  const request: PackageManagerRequest =
    props.create === undefined
      ? {
          packages: props.packages.map((name) =>
            pinToolkitPackage(name, TOOLKIT_VERSION),
          ),
          dev: props.dev,
        }
      : {create: props.create};
  const commands = packageManagerCommands(request);
  return (
    <Tabs groupId="package-manager" queryString={false}>
      {packageManagers.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{commands[manager]}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
