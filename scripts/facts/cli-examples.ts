/**
 * Checks the command lines that pages show (`npx remotion render … --codec
 * h264`, in code blocks and in inline code) against the installed CLIs:
 * the command of the main CLI exists, and every flag on the line is one the
 * CLI it goes to reads (see `readParsedFlags` in `cli-check.ts`). A
 * misspelled or retired flag in an example is otherwise invisible: minimist
 * accepts any flag and the CLI ignores what it does not read.
 *
 * `npx remotion ffmpeg …` and `npx remotion ffprobe …` hand their
 * arguments to the bundled binaries, so their flags are not checked.
 */
import fs from 'fs';
import path from 'path';
import {visit} from 'unist-util-visit';
import {parseMarkdown} from '../../src/lib/markdown';
import type {CliName} from './cli-check';

export type CommandLine = {
  readonly file: string;
  readonly line: number;
  readonly cli: CliName;
  /** The first word after `remotion` (`render`, `lambda`, …). */
  readonly command: string;
  readonly flags: readonly string[];
  readonly text: string;
};

/** Commands that pass their arguments on to another program. */
const PASSTHROUGH = new Set(['ffmpeg', 'ffprobe']);

/** `npx remotion …`, `pnpm exec remotion …`, `bunx remotionb …`. */
const INVOCATION =
  /\b(?:npx|bunx|pnpm exec|pnpm|yarn|bun)\s+(?:remotionb?|@remotion\/cli)\s+([^\n`]*)/g;

/** Where a shell command ends: a pipe, `&&`, `;`, a redirect or a comment. */
const COMMAND_END = /\s(?:\|\|?|&&|;|>>?|2>|#)(?:\s|$)/;

function commandLinesIn(
  file: string,
  value: string,
  firstLine: number,
): CommandLine[] {
  // A backslash before a line break continues the command: two spaces keep
  // every character at its index, so line numbers stay right.
  const joined = value.replace(/\\\n/g, '  ');
  const found: CommandLine[] = [];
  for (const match of joined.matchAll(INVOCATION)) {
    const rest = match[1]!.split(COMMAND_END)[0]!;
    const words = rest.split(/\s+/).filter(Boolean);
    const command = words[0] ?? '';
    const cli: CliName =
      command === 'lambda' || command === 'cloudrun' ? command : 'remotion';
    const flags: string[] = [];
    if (!PASSTHROUGH.has(command)) {
      for (const word of words) {
        if (word === '--') {
          break;
        }
        const flag = /^--?([A-Za-z][\w-]*)/.exec(word.replace(/^['"]/, ''));
        if (flag) {
          flags.push(flag[1]!);
        }
      }
    }
    const before = value.slice(0, match.index);
    found.push({
      file,
      line: firstLine + before.split('\n').length - 1,
      cli,
      command,
      flags,
      text: match[0].replace(/\s+/g, ' ').trim(),
    });
  }
  return found;
}

/** Every CLI invocation in the code blocks and inline code of a page. */
export function findCommandLines(file: string, source: string): CommandLine[] {
  const lines: CommandLine[] = [];
  visit(parseMarkdown(source, file), (node) => {
    if (node.type === 'code' || node.type === 'inlineCode') {
      // A fenced block's text starts on the line after the fence.
      const offset = node.type === 'code' ? 1 : 0;
      lines.push(
        ...commandLinesIn(
          file,
          node.value,
          (node.position?.start.line ?? 0) + offset,
        ),
      );
    }
  });
  return lines;
}

/**
 * The commands of the main CLI, read from the `command === '…'` branches of
 * its entry point (names held in constants, such as `versions`, are read
 * from the module that exports them).
 */
export function mainCliCommands(siteDir: string): Set<string> {
  const dist = path.join(siteDir, 'node_modules', '@remotion', 'cli', 'dist');
  const source = fs.readFileSync(path.join(dist, 'index.js'), 'utf8');
  const commands = new Set<string>();
  for (const match of source.matchAll(/command === '([\w-]+)'/g)) {
    commands.add(match[1]!);
  }
  for (const match of source.matchAll(/command === (\w+)_1\.(\w+)/g)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(path.join(dist, match[1]!)) as Record<
      string,
      unknown
    >;
    const name = module[match[2]!];
    if (typeof name === 'string') {
      commands.add(name);
    }
  }
  return commands;
}

export type CommandMismatch = {
  readonly file: string;
  readonly line: number;
  readonly message: string;
};

export function checkCommandLines(
  lines: readonly CommandLine[],
  parsed: ReadonlyMap<CliName, ReadonlySet<string>>,
  commands: ReadonlySet<string>,
): CommandMismatch[] {
  const mismatches: CommandMismatch[] = [];
  for (const line of lines) {
    // Placeholders such as `npx remotion <command>` name no command.
    if (
      line.cli === 'remotion' &&
      /^[a-z]/.test(line.command) &&
      !commands.has(line.command)
    ) {
      mismatches.push({
        file: line.file,
        line: line.line,
        message: `"${line.text}" runs \`remotion ${line.command}\`, which is not a command of the installed CLI`,
      });
    }
    const known = parsed.get(line.cli)!;
    for (const flag of line.flags) {
      if (!known.has(flag)) {
        mismatches.push({
          file: line.file,
          line: line.line,
          message: `"${line.text}" passes --${flag}, which the ${line.cli} CLI does not read`,
        });
      }
    }
  }
  return mismatches;
}
