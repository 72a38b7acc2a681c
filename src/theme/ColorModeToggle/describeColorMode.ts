import type {ColorMode} from '@docusaurus/theme-common';

/** The sentence announced after the colour mode changed. */
export function describeColorMode(mode: ColorMode | null): string {
  switch (mode) {
    case 'light':
      return 'Light mode on';
    case 'dark':
      return 'Dark mode on';
    case null:
      return 'Colour mode follows the system setting';
  }
}
