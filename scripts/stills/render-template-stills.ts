/**
 * Renders the still images of the template cards on /templates/: for every
 * template whose preview is a live demo, one small WebP of the demo's
 * composition at its poster frame, written to static/img/templates/stills/.
 * Also renders the home page's hero still (`heroStill`), which the
 * page shows until the visitor first interacts with the hero.
 * The files are committed; run this again after changing a template demo,
 * the hero composition or a poster frame.
 *
 *   npm run stills:templates
 *   npx tsx scripts/stills/render-template-stills.ts --review <dir> [--sample <n>]
 *
 * `--review` renders every demo of the site (not only the templates') at its
 * poster frame into <dir>, and with `--sample` also at n evenly spaced frames,
 * to help choose poster frames. Nothing is fetched from the network: the
 * compositions use system fonts and no remote assets. Chromium comes from
 * CHROMIUM_PATH, else /usr/bin/chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import {bundle} from '@remotion/bundler';
import {
  openBrowser,
  renderStill,
  selectComposition,
  type ChromiumOptions,
} from '@remotion/renderer';
import type {DemoDefinition} from '../../src/remotion/types';
import {
  templateStillFile,
  templateStillSize,
} from '../../src/lib/templateStills';
import {templates} from '../../src/data/templates';
import {allDemos} from '../../src/remotion/registry';
import {heroStill, heroVideoMeta} from '../../src/remotion/marketing/meta';

/** The demo of the home page's hero (src/remotion/marketing/demos.ts). */
const HOME_HERO_ID = 'home-hero';

function demoById(id: string): DemoDefinition {
  const demo = allDemos.find((candidate) => candidate.id === id);
  if (!demo) {
    throw new Error(
      `No demo "${id}" is registered in src/remotion/registry.ts (guides.ts or a folder's demos.ts).`,
    );
  }
  return demo;
}

const root = path.resolve(__dirname, '../..');
const browserExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Software GL and one process: what works in a container without a GPU or a
 * large /dev/shm (the renderer already passes --no-sandbox and
 * --disable-dev-shm-usage).
 */
const chromiumOptions: ChromiumOptions = {
  gl: 'swangle',
  enableMultiProcessOnLinux: false,
};
/** Only problems: the renderer's notes (memory, timings) are noise here. */
const logLevel = 'error';

function parseArgs(argv: readonly string[]): {
  review: string | null;
  sample: number;
} {
  let review: string | null = null;
  let sample = 0;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--review') {
      review = argv[++i] ?? null;
      if (!review) {
        throw new Error('--review needs a folder: --review /tmp/posters');
      }
    } else if (arg === '--sample') {
      sample = Number(argv[++i]);
      if (!Number.isInteger(sample) || sample < 1) {
        throw new Error('--sample needs a whole number of frames, e.g. 6');
      }
    } else {
      throw new Error(
        `Unknown argument "${arg}". See the comment at the top of ${path.relative(root, __filename)}.`,
      );
    }
  }
  return {review, sample};
}

/** The demos shown on template cards, each once. */
function templateDemos(): DemoDefinition[] {
  const ids = new Set(
    templates.flatMap((template) =>
      template.preview.type === 'demo' ? [template.preview.demoId] : [],
    ),
  );
  return [...ids].map((id) => {
    const demo = allDemos.find((candidate) => candidate.id === id);
    if (!demo) {
      throw new Error(
        `src/data/templates.ts: preview.demoId "${id}" is not a demo registered in src/remotion/registry.ts (guides.ts or a folder's demos.ts).`,
      );
    }
    return demo;
  });
}

type Job = {
  demo: DemoDefinition;
  frame: number;
  output: string;
  scale: number;
};

function jobs(review: string | null, sample: number): Job[] {
  if (!review) {
    return [
      ...templateDemos().map((demo) => ({
        demo,
        frame: demo.posterFrame,
        output: path.join(root, templateStillFile(demo.id)),
        scale: templateStillSize(demo.width, demo.height).scale,
      })),
      {
        demo: demoById(HOME_HERO_ID),
        frame: heroVideoMeta.posterFrame,
        output: path.join(root, 'static', heroStill.src),
        scale: heroStill.width / heroVideoMeta.width,
      },
    ];
  }
  return allDemos.flatMap((demo) => {
    const frames = new Set([demo.posterFrame]);
    for (let i = 0; i < sample; i++) {
      frames.add(Math.floor(((i + 0.5) * demo.durationInFrames) / sample));
    }
    return [...frames].map((frame) => ({
      demo,
      frame,
      scale: templateStillSize(demo.width, demo.height).scale,
      output: path.join(
        review,
        frame === demo.posterFrame
          ? `${demo.id}.webp`
          : `${demo.id}-${String(frame).padStart(3, '0')}.webp`,
      ),
    }));
  });
}

async function main(): Promise<void> {
  const {review, sample} = parseArgs(process.argv.slice(2));
  const todo = jobs(review, sample);

  const serveUrl = await bundle({
    entryPoint: path.join(__dirname, 'entry.ts'),
    // The compositions and their definitions may import with the site's
    // `@site/...` alias; point it at the repository root as Docusaurus does.
    webpackOverride: (config) => ({
      ...config,
      resolve: {
        ...config.resolve,
        alias: {
          ...(config.resolve?.alias as Record<string, string> | undefined),
          '@site': root,
        },
      },
    }),
  });
  const browser = await openBrowser('chrome', {
    browserExecutable,
    chromiumOptions,
    chromeMode: 'chrome-for-testing',
    logLevel,
  });
  try {
    for (const {demo, frame, output, scale} of todo) {
      const inputProps = demo.inputProps ?? {};
      const composition = await selectComposition({
        serveUrl,
        id: demo.id,
        inputProps,
        puppeteerInstance: browser,
        browserExecutable,
        chromiumOptions,
        chromeMode: 'chrome-for-testing',
        logLevel,
      });
      fs.mkdirSync(path.dirname(output), {recursive: true});
      await renderStill({
        serveUrl,
        composition,
        inputProps,
        frame,
        output,
        overwrite: true,
        imageFormat: 'webp',
        scale,
        puppeteerInstance: browser,
        browserExecutable,
        chromiumOptions,
        chromeMode: 'chrome-for-testing',
        logLevel,
      });
      const bytes = fs.statSync(output).size;
      console.log(
        `${path.relative(root, output)}  frame ${frame}/${demo.durationInFrames}  ${(bytes / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await browser.close({silent: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
