import React, {type MouseEvent, type ReactNode} from 'react';
import Logo from '@theme-original/Logo';
import type LogoType from '@theme/Logo';
import type {WrapperProps} from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {BRAND_PAGE_PATH} from '@site/src/config/site';

type Props = WrapperProps<typeof LogoType>;

/**
 * Wraps the logo: a normal click goes home, a right click opens the brand
 * page (logos and colours) in a new tab instead of the browser's menu.
 */
export default function LogoWrapper(props: Props): ReactNode {
  const brandUrl = useBaseUrl(BRAND_PAGE_PATH);
  const onContextMenu = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.open(brandUrl, '_blank', 'noopener,noreferrer');
  };
  return <Logo {...props} onContextMenu={onContextMenu} />;
}
