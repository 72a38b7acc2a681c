import type {Expert} from '@site/src/data/types';

export type ContactLink = {
  readonly label: string;
  readonly href: string;
  /** True for web links, which open in a new tab; false for `mailto:`. */
  readonly external: boolean;
};

function profileUrl(value: string, base: string): string {
  if (/^https?:\/\//.test(value)) {
    return value;
  }
  return `${base}${value.replace(/^@/, '')}`;
}

/** Contact links of a profile in a stable order. Accepts URLs or handles. */
export function contactLinks(links: Expert['links']): readonly ContactLink[] {
  const result: ContactLink[] = [];
  if (links.website) {
    result.push({label: 'Website', href: links.website, external: true});
  }
  if (links.email) {
    const href = links.email.startsWith('mailto:')
      ? links.email
      : `mailto:${links.email}`;
    result.push({label: 'Email', href, external: false});
  }
  if (links.github) {
    result.push({
      label: 'GitHub',
      href: profileUrl(links.github, 'https://github.com/'),
      external: true,
    });
  }
  if (links.x) {
    result.push({
      label: 'X',
      href: profileUrl(links.x, 'https://x.com/'),
      external: true,
    });
  }
  if (links.linkedin) {
    result.push({
      label: 'LinkedIn',
      href: profileUrl(links.linkedin, 'https://www.linkedin.com/in/'),
      external: true,
    });
  }
  return result;
}
