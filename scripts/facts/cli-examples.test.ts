/**
 * The command lines shown on pages run commands and pass flags that the
 * installed CLIs have (see `cli-examples.ts`).
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {readParsedFlags, type CliName} from './cli-check';
import {
  checkCommandLines,
  findCommandLines,
  mainCliCommands,
  type CommandLine,
} from './cli-examples';
import {readContentPages, SITE_DIR as SITE} from './content';

let parsed: Map<CliName, Set<string>>;
let commands: Set<string>;
let lines: CommandLine[];

beforeAll(() => {
  parsed = readParsedFlags(SITE);
  commands = mainCliCommands(SITE);
  // Blog posts are left out (see CURRENT_CONTENT in content.ts).
  lines = readContentPages().flatMap(({file, source}) =>
    findCommandLines(file, source),
  );
  const flags = lines.reduce((sum, line) => sum + line.flags.length, 0);
  console.log(
    `cli examples: ${lines.length} command lines, ${flags} flags checked`,
  );
  // Parsing every page takes about 20 s on a busy two-core machine.
}, 120_000);

describe('command lines on pages', () => {
  it('finds the command lines of the site', () => {
    expect(lines.length).toBeGreaterThan(400);
    expect(commands).toContain('render');
    expect(commands).toContain('versions');
    expect(commands).not.toContain('deploy');
  });

  it('run real commands with flags their CLI reads', () => {
    expect(
      checkCommandLines(lines, parsed, commands).map(
        ({file, line, message}) => `${file}:${line}: ${message}`,
      ),
    ).toEqual([]);
  });
});

describe('command line reader', () => {
  const page = [
    '# Page',
    '',
    'Run `npx remotion render --codc=h264` to render.',
    '',
    '```bash',
    'npx remotion lambda render my-site MyComp \\',
    '  --memory-size=2048 --frames-per-lambda 20',
    'npx remotion ffmpeg -i in.mov -c:v libx264 out.mp4',
    'npx remotion deploy --log=verbose | tee log.txt --not-a-flag',
    '```',
  ].join('\n');
  const found = () => findCommandLines('docs/wrong.mdx', page);

  it('reads inline code, blocks and continued lines', () => {
    expect(
      found().map(({line, cli, command, flags}) => ({
        line,
        cli,
        command,
        flags,
      })),
    ).toEqual([
      {line: 3, cli: 'remotion', command: 'render', flags: ['codc']},
      {
        line: 6,
        cli: 'lambda',
        command: 'lambda',
        flags: ['memory-size', 'frames-per-lambda'],
      },
      {line: 8, cli: 'remotion', command: 'ffmpeg', flags: []},
      {line: 9, cli: 'remotion', command: 'deploy', flags: ['log']},
    ]);
  });

  it('names the page, the line and what is wrong', () => {
    expect(
      checkCommandLines(found(), parsed, commands).map(
        ({file, line, message}) => `${file}:${line}: ${message}`,
      ),
    ).toEqual([
      'docs/wrong.mdx:3: "npx remotion render --codc=h264" passes --codc, which the remotion CLI does not read',
      'docs/wrong.mdx:6: "npx remotion lambda render my-site MyComp --memory-size=2048 --frames-per-lambda 20" passes --memory-size, which the lambda CLI does not read',
      'docs/wrong.mdx:9: "npx remotion deploy --log=verbose | tee log.txt --not-a-flag" runs `remotion deploy`, which is not a command of the installed CLI',
    ]);
  });
});
