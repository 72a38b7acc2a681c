import type {Action} from '@site/src/components/ActionButtons';

/*
 * Buttons that several marketing pages show, each label and address written
 * once. A button that only one page has stays on that page.
 */

/** The documentation's start page, as a closing "read more". */
export const READ_THE_DOCS: Action = {label: 'Read the docs', to: '/docs/'};

/** The documentation's start page, as the first step for a newcomer. */
export const GET_STARTED: Action = {label: 'Get started', to: '/docs/'};

/** The list of starter templates. */
export const BROWSE_TEMPLATES: Action = {
  label: 'Browse templates',
  to: '/templates/',
};
