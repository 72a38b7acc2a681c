import React, {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import {TOOLKIT_VERSION} from '@site/src/config/site';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

/** Wraps the copyright line to state which toolkit release the docs describe. */
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <p className={styles.toolkitVersion}>
        The documentation describes Remotion {TOOLKIT_VERSION}.
      </p>
    </>
  );
}
