import {describe, expect, it} from 'vitest';
import {contactLinks} from './contactLinks';

describe('contactLinks', () => {
  it('returns nothing when there are no links', () => {
    expect(contactLinks({})).toEqual([]);
  });

  it('turns handles into profile URLs and emails into mailto links', () => {
    expect(
      contactLinks({
        email: 'hello@example.com',
        github: 'octo-sample',
        x: '@sample',
        linkedin: 'sample-person',
      }),
    ).toEqual([
      {label: 'Email', href: 'mailto:hello@example.com', external: false},
      {label: 'GitHub', href: 'https://github.com/octo-sample', external: true},
      {label: 'X', href: 'https://x.com/sample', external: true},
      {
        label: 'LinkedIn',
        href: 'https://www.linkedin.com/in/sample-person',
        external: true,
      },
    ]);
  });

  it('keeps full URLs unchanged and lists the website first', () => {
    const links = contactLinks({
      github: 'https://github.com/example',
      website: 'https://example.com',
      email: 'mailto:a@example.com',
    });
    expect(links.map((link) => link.href)).toEqual([
      'https://example.com',
      'mailto:a@example.com',
      'https://github.com/example',
    ]);
  });
});
