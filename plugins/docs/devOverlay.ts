import {readFileSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type ConfigureWebpack<Content> = NonNullable<
  Plugin<Content>['configureWebpack']
>;

/** The part of a webpack or Rspack compilation this module uses. */
type Compilation = {
  readonly compiler: unknown;
  readonly fileDependencies: {add(file: string): unknown};
  readonly errors: Error[];
};

/** The part of a webpack or Rspack compiler this module uses. */
type Compiler = {
  readonly webpack: {readonly WebpackError: new (message: string) => Error};
  readonly hooks: {
    readonly afterCompile: {
      tap(name: string, hook: (compilation: Compilation) => void): void;
    };
  };
};

const NAME = 'content-problems';

/** `docusaurus start` (and `build --dev`) run with NODE_ENV=development. */
function isDevelopment(): boolean {
  return process.env.NODE_ENV === 'development';
}

/** The recorded problem of a plugin, or '' when its content loaded. */
function readProblem(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * A bundler plugin that turns the recorded problem into a compilation error.
 * It makes the bundler watch the record, so writing it recompiles the client,
 * and the dev server then shows the error in the terminal and in the
 * browser's error overlay, and hides the overlay once the record is empty.
 */
class ContentProblemsBundlerPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap(NAME, (compilation) => {
      if (compilation.compiler !== compiler) {
        return; // a child compilation (HTML pages, ...), not the client's
      }
      compilation.fileDependencies.add(this.file);
      const problem = readProblem(this.file);
      if (problem !== '') {
        const error = new compiler.webpack.WebpackError(problem);
        // The stack would point into this file, not to the content at fault.
        error.stack = problem;
        compilation.errors.push(error);
      }
    });
  }
}

export type ContentProblemReporter = {
  /**
   * Runs the plugin's `loadContent`, and in development records its error
   * (or that there is none) for the bundler. The error is rethrown either
   * way, so a build fails and the dev server keeps its last good content.
   */
  load<T>(loadContent: () => Promise<T>): Promise<T>;
  /** The plugin's `configureWebpack`, plus the bundler plugin in development. */
  configureWebpack<Content>(
    inner: ConfigureWebpack<Content> | undefined,
  ): ConfigureWebpack<Content>;
};

/**
 * Sends a content plugin's loading errors to the dev server's browser overlay.
 *
 * The dev server reruns a plugin's `loadContent` when its files change and
 * prints a thrown error in the terminal, but the browser sees nothing: the
 * bundler compiles the last good content. Only compilation errors reach the
 * overlay, and `configureWebpack` runs once, when the server starts. So each
 * load writes its error, or an empty text, to a file under the generated
 * folder (`.docusaurus/content-problems/`), and a bundler plugin, added at
 * start, watches that file and reports its text as a compilation error.
 */
export function createContentProblemReporter(
  context: Pick<LoadContext, 'generatedFilesDir'>,
  pluginName: string,
  pluginId: string,
): ContentProblemReporter {
  const file = path.join(
    context.generatedFilesDir,
    NAME,
    `${pluginName}-${pluginId}.txt`,
  );
  const record = async (problem: string) => {
    const previous = await readFile(file, 'utf8').catch(() => null);
    if (previous !== problem) {
      // Writing the same text again would only recompile for nothing.
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, problem);
    }
  };
  return {
    async load(loadContent) {
      if (!isDevelopment()) {
        return loadContent();
      }
      try {
        const content = await loadContent();
        await record('');
        return content;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await record(
          `[${pluginName} "${pluginId}"] ${message}\n\nThe site shows the last valid content until the file is fixed; saving the fix reloads it.`,
        );
        throw error;
      }
    },
    configureWebpack(inner) {
      return (config, isServer, utils, content) => {
        const own = inner?.(config, isServer, utils, content) ?? {};
        if (isServer || !isDevelopment()) {
          return own;
        }
        return {
          ...own,
          plugins: [
            ...(own.plugins ?? []),
            new ContentProblemsBundlerPlugin(file),
          ],
        };
      };
    },
  };
}
