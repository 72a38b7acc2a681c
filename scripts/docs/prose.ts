import yaml from 'js-yaml';

// The prose measure is shared with the build (the docs and collection
// plugins refuse stub pages), so it lives in src/lib.
export {
  countProseWords,
  proseOf,
  stripFrontMatter,
} from '../../src/lib/frontMatter/prose';

/**
 * Parses the front matter as YAML, as the build does. Throws with the YAML
 * error when it is malformed (for example an unquoted value with `: `).
 */
export function frontMatterFields(source: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) {
    return {};
  }
  const parsed: unknown = yaml.load(match[1]!);
  return parsed !== null && typeof parsed === 'object'
    ? (parsed as Record<string, unknown>)
    : {};
}
