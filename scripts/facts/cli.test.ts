/**
 * The flag tables of the CLI pages (`docs/api/cli/`, `docs/api/lambda/cli/`,
 * `docs/api/cloudrun/cli/`) agree with the flags the installed CLIs read, in
 * both directions (see `cli-check.ts`). Flags read but left undocumented on
 * purpose are listed, with a reason, in `undocumented-flags.ts`.
 */
import path from 'path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  checkCliFlags,
  flagName,
  flagsReadIn,
  optionFlagsReadIn,
  readCliPages,
  readParsedFlags,
  readSwitchFlags,
  unexcusedFlags,
  unwarnedValueFlags,
  NOT_A_SWITCH,
  type CliName,
  type CliReport,
} from './cli-check';
import {UNDOCUMENTED_FLAGS} from './undocumented-flags';

const SITE_DIR = path.resolve(__dirname, '../..');

let parsed: Map<CliName, Set<string>>;
let report: CliReport;
let checked: number;

beforeAll(() => {
  parsed = readParsedFlags(SITE_DIR);
  report = checkCliFlags(readCliPages(SITE_DIR), parsed);
  checked = [...parsed.values()].reduce((sum, flags) => sum + flags.size, 0);
  const documented = checked - UNDOCUMENTED_FLAGS.length;
  console.log(
    `cli check: ${checked} flags read (${[...parsed].map(([cli, flags]) => `${cli} ${flags.size}`).join(', ')}), ${documented} documented, ${UNDOCUMENTED_FLAGS.length} in the exception list`,
  );
});

const TABLE_HEAD =
  '## Flags\n\n| Flag | Type | Default | Description |\n| --- | --- | --- | --- |\n';

describe('CLI flag tables against the flags the CLIs read', () => {
  it('reads the flags of all three CLIs', () => {
    for (const cli of ['remotion', 'lambda', 'cloudrun'] as const) {
      expect(parsed.get(cli)?.has('codec'), cli).toBe(true);
    }
    expect(parsed.get('lambda')?.has('memory')).toBe(true);
    expect(parsed.get('cloudrun')?.has('memory')).toBe(false);
    // Only Lambda's `sites create` reads this shared option.
    expect(parsed.get('lambda')?.has('throw-if-site-exists')).toBe(true);
    expect(parsed.get('remotion')?.has('throw-if-site-exists')).toBe(false);
    // An API-only option: its `getValue` throws and no CLI calls it.
    for (const flags of parsed.values()) {
      expect(flags.has('on-browser-download')).toBe(false);
    }
    expect(report.rows).toBeGreaterThan(100);
  });

  it('documents only flags the CLI reads', () => {
    expect(
      report.mismatches.map(
        (mismatch) => `${mismatch.file}:${mismatch.line}: ${mismatch.message}`,
      ),
    ).toEqual([]);
  });

  it('documents every flag the CLI reads, except reviewed exceptions', () => {
    const {missing, stale} = unexcusedFlags(report, UNDOCUMENTED_FLAGS);
    expect(
      missing.map(
        ({cli, flag}) =>
          `the ${cli} CLI reads --${flag}, but no flag table of it documents it`,
      ),
    ).toEqual([]);
    expect(
      stale.map(
        ({cli, flag}) =>
          `scripts/facts/undocumented-flags.ts: ${cli} --${flag} is no longer read or is documented now; remove the entry`,
      ),
    ).toEqual([]);
  });

  it('keeps the exception list at most 2% of the flags checked', () => {
    expect(checked).toBeGreaterThan(100);
    expect(UNDOCUMENTED_FLAGS.length).toBeLessThanOrEqual(checked * 0.02);
    for (const entry of UNDOCUMENTED_FLAGS) {
      expect(entry.reason.trim().length, entry.flag).toBeGreaterThan(20);
    }
  });

  it('fails on a documented flag that no CLI reads', () => {
    const page = {
      file: 'docs/api/cli/render.mdx',
      source: `${TABLE_HEAD}| \`--codec\` | \`string\` | \`h264\` | Codec. |\n| \`--made-up-flag\` | \`boolean\` | - | Not real. |\n`,
    };
    const result = checkCliFlags([page], parsed);
    expect(result.mismatches.map((mismatch) => mismatch.flag)).toEqual([
      'made-up-flag',
    ]);
  });

  it('fails on a read flag that no page documents', () => {
    const reads = new Map<CliName, Set<string>>([
      ['remotion', new Set(['codec', 'beep-on-finish'])],
      ['lambda', new Set(['codec', 'memory'])],
    ]);
    const page = (file: string, flag: string) => ({
      file,
      source: `${TABLE_HEAD}| \`--${flag}\` | \`string\` | - | Something. |\n`,
    });
    const result = checkCliFlags(
      [
        page('docs/api/cli/render.mdx', 'codec'),
        page('docs/api/lambda/cli/render.mdx', 'codec'),
      ],
      reads,
    );
    const {missing, stale} = unexcusedFlags(result, [
      {cli: 'remotion', flag: 'codec'},
    ]);
    expect(missing).toEqual([
      {cli: 'remotion', flag: 'beep-on-finish'},
      {cli: 'lambda', flag: 'memory'},
    ]);
    expect(stale).toEqual([{cli: 'remotion', flag: 'codec'}]);
    // An exception excuses exactly its flag.
    expect(
      unexcusedFlags(result, [{cli: 'lambda', flag: 'memory'}]).missing,
    ).toEqual([{cli: 'remotion', flag: 'beep-on-finish'}]);
  });
});

describe('flag helpers', () => {
  it('finds flags read with brackets and dots', () => {
    expect(
      flagsReadIn(
        "if (parsedLambdaCli['out-name'] || parsedLambdaCli.region) {}",
        ['parsedLambdaCli'],
      ),
    ).toEqual(['out-name', 'region']);
  });

  it('counts option reads, not option mentions', () => {
    const options = new Map([
      ['beepOnFinishOption', 'beep-on-finish'],
      ['deleteAfterOption', 'delete-after'],
      ['licenseKeyOption', 'license-key'],
      ['webhookCustomDataOption', 'webhook-custom-data'],
      ['mutedOption', 'muted'],
    ]);
    const read = [
      'const beep = beepOnFinishOption.getValue({commandLine: parsedCli}).value;',
      'const d = args_1.parsedLambdaCli[deleteAfterOption.cliFlag];',
      'x = parsedLambdaCli[client_1.BrowserSafeApis.options.licenseKeyOption.cliFlag];',
      'const flagName = client_1.BrowserSafeApis.options.webhookCustomDataOption.cliFlag;',
    ].join('\n');
    expect(optionFlagsReadIn(read, options).sort()).toEqual([
      'beep-on-finish',
      'delete-after',
      'license-key',
      'webhook-custom-data',
    ]);
    const mentioned = [
      'const booleans = [mutedOption.cliFlag, beepOnFinishOption.cliFlag];',
      'const defaults = { [mutedOption.cliFlag]: null };',
      'setMuted: mutedOption.setConfig,',
    ].join('\n');
    expect(optionFlagsReadIn(mentioned, options)).toEqual([]);
  });

  it('reads the name of a written flag', () => {
    expect(flagName('--props=<json>')).toBe('props');
    expect(flagName('-q')).toBe('q');
    expect(flagName('codec')).toBeNull();
  });
});

describe('boolean flags that are not switches for the parser', () => {
  const switches = readSwitchFlags(SITE_DIR);
  const page = (
    description: string,
    usage = 'npx remotion lambda sites rm <site-name...> [--flags]',
  ) => ({
    file: 'docs/api/lambda/cli/sites-rm.mdx',
    source: `---\ntitle: t\n---\n\n\`\`\`bash\n${usage}\n\`\`\`\n\n${TABLE_HEAD}| \`--yes\`, \`-q\` | \`boolean\` | \`false\` | ${description} |\n`,
  });

  it('reads the switches of the main parser', () => {
    expect(switches.has('muted')).toBe(true);
    expect(switches.has('yes')).toBe(false);
  });

  it('fails on a row that does not warn, on a command with positional arguments', () => {
    expect(
      unwarnedValueFlags([page('Skip the prompt.')], switches).map(
        (mismatch) => `${mismatch.line} ${mismatch.flag}`,
      ),
    ).toEqual(['13 yes']);
    expect(
      unwarnedValueFlags(
        [page(`Skip the prompt. It ${NOT_A_SWITCH}.`)],
        switches,
      ),
    ).toEqual([]);
    expect(
      unwarnedValueFlags(
        [
          page(
            'Skip the prompt.',
            'npx remotion lambda functions ls [--flags]',
          ),
        ],
        switches,
      ),
    ).toEqual([]);
  });

  it('every such row on the CLI pages says that it takes the next word', () => {
    expect(
      unwarnedValueFlags(readCliPages(SITE_DIR), switches).map(
        (mismatch) => `${mismatch.file}:${mismatch.line} ${mismatch.message}`,
      ),
    ).toEqual([]);
  });
});
