/**
 * Classifies the Nu Html Checker's JSON messages: errors and warnings fail
 * the check unless a documented rule below explains why the framework
 * produces them and why they are harmless. Info messages never fail.
 */

export type VnuMessage = {
  readonly type: 'error' | 'info' | 'non-document-error';
  readonly subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  readonly url?: string;
  readonly message: string;
  readonly lastLine?: number;
  readonly extract?: string;
};

export type FilterRule = {
  readonly message: RegExp;
  readonly url: RegExp;
  readonly reason: string;
};

/** Warning classes we accept, each with its reason. No error is filtered. */
export const WARNING_RULES: readonly FilterRule[] = [
  {
    message: /^Section lacks heading\./,
    url: /\/tags\/index\.html$/,
    reason:
      "The theme's tag index (TagsListByLetter) wraps the letter groups in one <section>; every letter group inside has its own <h2>, so the outline is complete.",
  },
];

export type Classified = {
  readonly failures: VnuMessage[];
  readonly filtered: {message: VnuMessage; rule: FilterRule}[];
  readonly infos: number;
};

export function classify(
  messages: readonly VnuMessage[],
  rules: readonly FilterRule[] = WARNING_RULES,
): Classified {
  const failures: VnuMessage[] = [];
  const filtered: {message: VnuMessage; rule: FilterRule}[] = [];
  let infos = 0;
  for (const message of messages) {
    if (message.type === 'info' && message.subType !== 'warning') {
      infos += 1;
      continue;
    }
    const rule =
      message.type === 'info'
        ? rules.find(
            (candidate) =>
              candidate.message.test(message.message) &&
              candidate.url.test(message.url ?? ''),
          )
        : undefined;
    if (rule) {
      filtered.push({message, rule});
    } else {
      failures.push(message);
    }
  }
  return {failures, filtered, infos};
}

/** One line per failure: file, line, kind, message. */
export function describe(message: VnuMessage, root: string): string {
  const file = (message.url ?? '').replace(/^file:/, '').replace(root, '');
  const kind = message.subType === 'warning' ? 'warning' : message.type;
  const line = message.lastLine ? `:${message.lastLine}` : '';
  return `${file}${line}: ${kind}: ${message.message}`;
}
