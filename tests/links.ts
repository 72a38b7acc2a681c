/**
 * Form check for a link to another site (never fetched): a parseable
 * absolute URL over HTTPS (or mailto:), with a real host name and no
 * characters that would need escaping. Returns the problem, or null.
 */
export function checkExternalLink(link: string): string | null {
  if (!URL.canParse(link)) {
    return `${link}: not a valid URL`;
  }
  const url = new URL(link);
  if (url.protocol === 'mailto:') {
    return /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(url.pathname)
      ? null
      : `${link}: not a valid e-mail address`;
  }
  if (url.protocol !== 'https:') {
    return `${link}: use https:// (found ${url.protocol})`;
  }
  if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(url.hostname)) {
    return `${link}: "${url.hostname}" is not a public host name`;
  }
  if (/\s|["<>\\^`{|}]/.test(link)) {
    return `${link}: contains characters that must be escaped`;
  }
  return null;
}
