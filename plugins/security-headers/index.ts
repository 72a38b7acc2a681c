import fs from 'fs/promises';
import path from 'path';
import {Joi} from '@docusaurus/utils-validation';
import type {Plugin} from '@docusaurus/types';
import {listBuiltPages} from '../../src/lib/node/files';
import {
  blockedInlineCode,
  hostingHeaders,
  inlineScripts,
  nginxHeaders,
  scriptHash,
  type ThirdParties,
} from './policy';
import {validateWith} from '../options';

export type PluginOptions = ThirdParties & {
  /** Routes other sites may embed in a frame (everything else: none). */
  readonly frameablePaths: readonly string[];
};

/** Folder of the build with the generated headers (never served). */
export const HOSTING_DIR = '_hosting';

/**
 * After the build, hashes every inline script of every HTML file and writes
 * the production headers to `build/_hosting/`: `headers.json` (read by
 * `scripts/serve.mjs` and by anyone configuring another host) and the nginx
 * `add_header` includes used by `scripts/nginx/site.conf`. An inline event
 * handler or `javascript:` URL fails the build, naming the file: the policy
 * would block it.
 */
export default function securityHeadersPlugin(
  _context: unknown,
  options: PluginOptions,
): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      const problems: string[] = [];
      for (const file of listBuiltPages(outDir)) {
        const html = await fs.readFile(file, 'utf8');
        for (const script of inlineScripts(html)) {
          hashes.add(scriptHash(script));
        }
        for (const problem of blockedInlineCode(html)) {
          problems.push(`${path.relative(outDir, file)}: ${problem}`);
        }
      }
      if (problems.length > 0) {
        throw new Error(
          `Inline code that the Content-Security-Policy would block:\n${problems.join('\n')}`,
        );
      }
      const result = hostingHeaders({
        scriptHashes: [...hashes].sort(),
        services: options,
        frameablePaths: options.frameablePaths,
      });
      const dir = path.join(outDir, HOSTING_DIR);
      await fs.mkdir(dir, {recursive: true});
      await fs.writeFile(
        path.join(dir, 'headers.json'),
        `${JSON.stringify(result, null, 2)}\n`,
      );
      await fs.writeFile(
        path.join(dir, 'security-headers.conf'),
        `${nginxHeaders(result.headers)}\n`,
      );
      await fs.writeFile(
        path.join(dir, 'security-headers-frameable.conf'),
        `${nginxHeaders(result.frameable.headers)}\n`,
      );
    },
  };
}

export const validateOptions = validateWith(
  Joi.object<PluginOptions>({
    analytics: Joi.boolean().required(),
    chatWidget: Joi.boolean().required(),
    hostedSearchAppId: Joi.string().pattern(/^[A-Za-z0-9]+$/),
    frameablePaths: Joi.array()
      .items(Joi.string().pattern(/^\/[a-z0-9/-]*$/))
      .default([]),
  }),
);
