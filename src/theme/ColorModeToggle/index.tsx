import React, {useState, type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import type {ColorMode} from '@docusaurus/theme-common';
import {describeColorMode} from './describeColorMode';
import a11y from '@site/src/css/a11y.module.css';

/**
 * Wraps the colour-mode toggle (light, dark, system) to announce the new mode
 * in a polite live region after the visitor changes it: the button's own
 * label only changes, which screen readers do not read out.
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <ColorModeToggle
        {...props}
        onChange={(mode: ColorMode | null) => {
          setAnnouncement(describeColorMode(mode));
          props.onChange(mode);
        }}
      />
      <span className={a11y.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
