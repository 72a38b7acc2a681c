import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** A call to action: the button's text and where it leads. */
export type Action = {readonly label: string; readonly to: string};

type Props = {
  readonly primary?: Action;
  readonly secondary?: Action;
  /** Extra classes for the row, for example to centre it. */
  readonly className?: string;
};

/**
 * The large buttons of a page header or a call-to-action band: the primary
 * action filled, the secondary one outlined. Renders nothing without either.
 */
export default function ActionButtons({
  primary,
  secondary,
  className,
}: Props): ReactNode {
  if (!primary && !secondary) {
    return null;
  }
  return (
    <div className={clsx(styles.buttons, className)}>
      {primary ? (
        <Link className="button button--primary button--lg" to={primary.to}>
          {primary.label}
        </Link>
      ) : null}
      {secondary ? (
        <Link
          className="button button--secondary button--outline button--lg"
          to={secondary.to}>
          {secondary.label}
        </Link>
      ) : null}
    </div>
  );
}
