import type {Template, TemplateFile, TemplateTag} from './types';

const REMOTION = 'remotion';
const CLI = '@remotion/cli';

/** What the app starters install to preview in the Player and render on Lambda. */
const PLAYER_AND_LAMBDA = ['@remotion/player', '@remotion/lambda'];

type Language = 'ts' | 'js';

/** One of the files a template page lists, with what it is for. */
function file(path: string, purpose: string): TemplateFile {
  return {path, purpose};
}

/** The entry point every template has, in its language. */
function entryPoint(language: Language): TemplateFile {
  return file(
    `src/index.${language}`,
    'Entry point that calls registerRoot().',
  );
}

/** The config file of a template that keeps the default options. */
function configFile(language: Language): TemplateFile {
  return file(
    `remotion.config.${language}`,
    'Options for the Studio and for renders started from the CLI.',
  );
}

/** The home page of a video app starter, at its path in the template. */
function appHomePage(path: string): TemplateFile {
  return file(
    path,
    'The home page with the form, the Player and the render button.',
  );
}

/** The deploy script of the app starters that render on Lambda. */
const LAMBDA_DEPLOY_SCRIPT = file(
  'deploy.mjs',
  'Deploys the Lambda function and uploads the site bundle.',
);

/** The deploy settings of the app starters that render on Lambda. */
const LAMBDA_DEPLOY_CONFIG = file(
  'config.mjs',
  'Region, memory, disk, timeout and site name used when deploying.',
);

/** The route handler of the App Router starters that starts a render. */
const NEXT_APP_RENDER_ROUTE = file(
  'src/app/api/lambda/render/route.ts',
  'Route handler that starts a render on Lambda.',
);

/** The root of the text-to-speech templates. */
const TTS_ROOT = file(
  'src/Root.tsx',
  'Declares the composition with the text and voice as props.',
);

/** A composition size in pixels. */
type Size = Pick<Template, 'width' | 'height'>;

/** 1920×1080: the size of a template whose entry names no other. */
const FULL_HD: Size = {width: 1920, height: 1080};

/** 1280×720: the web app starters and a few others. */
const HD: Size = {width: 1280, height: 720};

/** 1080×1080: square social posts. */
const SQUARE: Size = {width: 1080, height: 1080};

/** The repository of an official template, `remotion-dev/template-{name}`. */
function officialRepository(name: string): string {
  return `https://github.com/remotion-dev/template-${name}`;
}

/**
 * A template as written below: `remotion` is left out of its packages, and
 * the repository, create-video flag, preview and size are left out where
 * they follow the conventions that `fromEntry()` fills in.
 */
type TemplateEntry = Omit<
  Template,
  'packages' | 'repository' | 'cliFlag' | 'preview' | 'width' | 'height'
> & {
  /** Notable packages besides `remotion`, which every template uses. */
  readonly packages: readonly string[];
  /** Defaults to the official repository named after the slug. */
  readonly repository?: string;
  /** Defaults to the slug. */
  readonly cliFlag?: string;
  /**
   * Alt text of the image `/img/templates/{slug}.svg`, for a template shown
   * by that image instead of its live demo `tpl-{slug}`
   * (src/remotion/templates/demos.ts).
   */
  readonly previewImageAlt?: string;
  /** Defaults to FULL_HD. */
  readonly size?: Size;
};

/** The full template of an entry, with `remotion` and its defaults filled in. */
function fromEntry({
  packages,
  repository,
  cliFlag,
  previewImageAlt,
  size = FULL_HD,
  ...entry
}: TemplateEntry): Template {
  const {slug} = entry;
  return {
    ...entry,
    packages: [REMOTION, ...packages],
    repository: repository ?? officialRepository(slug),
    cliFlag: cliFlag ?? slug,
    preview:
      previewImageAlt === undefined
        ? {type: 'demo', demoId: `tpl-${slug}`}
        : {
            type: 'image',
            src: `/img/templates/${slug}.svg`,
            alt: previewImageAlt,
          },
    ...size,
  };
}

const entries: readonly TemplateEntry[] = [
  {
    slug: 'hello-world',
    title: 'Hello World',
    shortDescription:
      'The default TypeScript starter: an animated logo followed by a title and subtitle.',
    description:
      'The template most people start with. One composition animates a logo, then brings in a title and a subtitle, with the text and colours exposed as props so you can change them in the Studio. TypeScript, ESLint and Prettier are set up, which makes it a good playground for learning the basics.',
    tags: ['starter', 'typescript'],
    stack: ['React', 'TypeScript', 'Remotion Studio'],
    files: [
      entryPoint('ts'),
      file(
        'src/Root.tsx',
        'Declares the compositions with their size, duration and default props.',
      ),
      file(
        'src/HelloWorld.tsx',
        'The main composition: places the logo, title and subtitle in time.',
      ),
      file(
        'src/HelloWorld/Logo.tsx',
        'The animated logo, driven by the current frame.',
      ),
      configFile('ts'),
    ],
    packages: [CLI, 'zod', '@remotion/zod-types'],
    repository: officialRepository('helloworld'),
  },
  {
    slug: 'blank',
    title: 'Blank',
    shortDescription:
      'An empty composition and the minimum files around it, nothing to delete.',
    description:
      'For people who already know what they want to build, or who want to write the first composition together with an AI assistant. The project registers a single composition that renders nothing, so you start from a clean canvas with the Studio and CLI ready to go.',
    tags: ['starter', 'typescript'],
    stack: ['React', 'TypeScript'],
    files: [
      entryPoint('ts'),
      file('src/Root.tsx', 'Declares the one composition and its dimensions.'),
      file(
        'src/Composition.tsx',
        'The empty component where your video starts.',
      ),
      configFile('ts'),
    ],
    packages: [CLI],
    repository: officialRepository('empty'),
  },
  {
    slug: 'javascript',
    title: 'Hello World (JavaScript)',
    shortDescription:
      'The Hello World starter written in plain JavaScript instead of TypeScript.',
    description:
      'The same animated logo and title as the Hello World template, without types or a compile step for them. Pick it if your team writes JavaScript, or if you want the shortest path from install to a rendered file.',
    tags: ['starter', 'javascript'],
    stack: ['React', 'JavaScript'],
    files: [
      entryPoint('js'),
      file(
        'src/Root.jsx',
        'Declares the compositions and their default props.',
      ),
      file(
        'src/HelloWorld.jsx',
        'The main composition with the logo, title and subtitle.',
      ),
      configFile('js'),
    ],
    packages: [CLI],
    repository: officialRepository('helloworld-javascript'),
  },
  {
    slug: 'next',
    title: 'Next.js (App Router)',
    shortDescription:
      'A Next.js app that previews a video in the Player and renders it on Lambda.',
    description:
      'A starting point for a product that generates videos. Visitors edit the video through a form, watch the result update live in the Player, and press a button that starts a render on Remotion Lambda and reports progress until the file is ready. It uses the App Router, and includes a script that deploys the Lambda function and the site bundle to AWS.',
    tags: ['web-app', 'typescript'],
    stack: ['Next.js', 'React', 'TypeScript', 'AWS Lambda'],
    files: [
      appHomePage('src/app/page.tsx'),
      NEXT_APP_RENDER_ROUTE,
      file(
        'src/app/api/lambda/progress/route.ts',
        'Route handler that reports the progress of a render.',
      ),
      file(
        'src/remotion/',
        'The compositions, shared by the Player, the Studio and Lambda.',
      ),
      LAMBDA_DEPLOY_SCRIPT,
      LAMBDA_DEPLOY_CONFIG,
    ],
    packages: [...PLAYER_AND_LAMBDA, 'next', 'zod'],
    repository: officialRepository('next-app-dir'),
    // Since create-video 4.0.442, `--next` installs the Tailwind variant and
    // this one is `--next-no-tailwind`.
    cliFlag: 'next-no-tailwind',
    size: HD,
  },
  {
    slug: 'next-tailwind',
    title: 'Next.js (App Router + Tailwind CSS)',
    shortDescription:
      'The Next.js video app starter, styled with Tailwind CSS in the app and the video.',
    description:
      'The same video generation app as the Next.js template, with Tailwind CSS set up for both the web pages and the compositions. Choose it if your team already styles with utility classes and wants to use them inside videos too.',
    tags: ['web-app', 'typescript', 'tailwind'],
    stack: ['Next.js', 'React', 'TypeScript', 'Tailwind CSS', 'AWS Lambda'],
    files: [
      appHomePage('src/app/page.tsx'),
      NEXT_APP_RENDER_ROUTE,
      file('src/remotion/', 'The compositions, styled with Tailwind classes.'),
      LAMBDA_DEPLOY_SCRIPT,
      LAMBDA_DEPLOY_CONFIG,
    ],
    packages: [...PLAYER_AND_LAMBDA, 'next', 'tailwindcss', 'zod'],
    repository: officialRepository('next-app-dir-tailwind'),
    // Since create-video 4.0.442, `--next` installs this Tailwind variant.
    cliFlag: 'next',
    size: HD,
  },
  {
    slug: 'next-pages-dir',
    title: 'Next.js (Pages Router)',
    shortDescription:
      'The Next.js video app starter for projects that use the Pages Router.',
    description:
      'The video generation app from the Next.js template, built on the Pages Router with API routes instead of route handlers. Useful when you add video generation to an existing Pages Router project and want code that fits in.',
    tags: ['web-app', 'typescript'],
    stack: ['Next.js', 'React', 'TypeScript', 'AWS Lambda'],
    files: [
      appHomePage('pages/index.tsx'),
      file(
        'pages/api/lambda/render.ts',
        'API route that starts a render on Lambda.',
      ),
      file(
        'pages/api/lambda/progress.ts',
        'API route that reports the progress of a render.',
      ),
      LAMBDA_DEPLOY_SCRIPT,
    ],
    packages: [...PLAYER_AND_LAMBDA, 'next', 'zod'],
    size: HD,
  },
  {
    slug: 'react-router',
    title: 'React Router',
    shortDescription:
      'A React Router 7 app with a live Player preview and rendering on Lambda.',
    description:
      'A video generation app built with React Router 7. Like the Next.js starters, it shows the video in the Player while the user edits it and renders the final file on Remotion Lambda. A good fit for teams that prefer React Router’s loaders and actions.',
    tags: ['web-app', 'typescript'],
    stack: ['React Router 7', 'React', 'TypeScript', 'AWS Lambda'],
    files: [
      file('app/root.tsx', 'The document shell shared by every route.'),
      file(
        'app/routes.ts',
        'Route configuration: the page and the render endpoints.',
      ),
      configFile('ts'),
    ],
    packages: [...PLAYER_AND_LAMBDA, 'react-router'],
    size: HD,
  },
  {
    slug: 'render-server',
    title: 'Render Server',
    shortDescription:
      'An Express server that renders videos on your own machine through an HTTP API.',
    description:
      'For teams who want to render on their own servers instead of a cloud function. The Express app bundles the project, accepts render requests, runs them with the Node.js rendering APIs and lets clients ask for progress or cancel a job. It is a solid base for a self-hosted render service.',
    tags: ['server', 'typescript'],
    stack: ['Node.js', 'Express', 'TypeScript'],
    files: [
      file(
        'server/index.ts',
        'The Express app: endpoints to start, check and cancel renders.',
      ),
      file('src/Root.tsx', 'The compositions the server renders.'),
      configFile('ts'),
    ],
    packages: ['@remotion/bundler', '@remotion/renderer', 'express'],
    previewImageAlt:
      'Diagram: a client asks the Express server to start a render; the server calls bundle(), selectComposition() and renderMedia() to write out.mp4, and the client polls for progress.',
  },
  {
    slug: 'audiogram',
    title: 'Audiogram',
    shortDescription:
      'Turns a podcast snippet into a shareable video with a waveform and captions.',
    description:
      'Made for podcasters who promote episodes on social media. Drop in an audio clip, a cover image and a captions file, and the template renders a square video with the artwork, an animated waveform and the spoken words. The colours and the part of the audio to use are props.',
    tags: ['audio', 'captions', 'social'],
    stack: ['React', 'TypeScript'],
    files: [
      file(
        'src/Root.tsx',
        'Declares the composition and its props: audio, cover image, captions and colours.',
      ),
      file(
        'public/',
        'The sample audio, cover art and captions that the video uses.',
      ),
      configFile('ts'),
    ],
    packages: [CLI, '@remotion/media-utils'],
    size: SQUARE,
  },
  {
    slug: 'music-visualization',
    title: 'Music Visualization',
    shortDescription:
      'An audio-reactive visualisation that moves with the frequencies of a song.',
    description:
      'Turns a music snippet into a video for social media. The audio is analysed frame by frame and the visualisation reacts to its frequencies. Musicians and labels can reuse it for every release by swapping the audio and artwork.',
    tags: ['audio', 'social'],
    stack: ['React', 'TypeScript'],
    files: [
      file(
        'src/Root.tsx',
        'Declares the composition and the audio it visualises.',
      ),
      file('public/', 'The sample song used by the default props.'),
      configFile('ts'),
    ],
    packages: [CLI, '@remotion/media-utils'],
    size: SQUARE,
  },
  {
    slug: 'stargazer',
    title: 'Stargazer',
    shortDescription:
      'Celebrates a GitHub star milestone with a video of the repository’s stargazers.',
    description:
      'Your project just passed a round number of stars? This template fetches the people who starred a repository from the GitHub API and animates their avatars while a counter climbs. Maintainers use it to thank their community on social media.',
    tags: ['data', 'social'],
    stack: ['React', 'TypeScript', 'GitHub API'],
    files: [
      file(
        'src/Root.tsx',
        'Declares the composition and the repository it celebrates.',
      ),
      entryPoint('ts'),
      configFile('ts'),
    ],
    packages: [CLI],
    repository: 'https://github.com/pomber/stargazer',
    size: {width: 960, height: 540},
  },
  {
    slug: 'still',
    title: 'Still Images',
    shortDescription:
      'Generates PNG or JPEG images, such as social cards, from React with <Still>.',
    description:
      'For images instead of videos: social preview cards, thumbnails, certificates. The compositions are declared with the Still component, so each has a single frame, and a built-in HTTP server renders images on request. You can run the server anywhere Node.js runs.',
    tags: ['still', 'social', 'server', 'typescript'],
    stack: ['React', 'TypeScript', 'Node.js', 'Express'],
    files: [
      file('src/Root.tsx', 'Declares the image compositions with <Still>.'),
      file(
        'server/',
        'The built-in HTTP server that renders an image for each request.',
      ),
      configFile('ts'),
    ],
    packages: [CLI, '@remotion/bundler', '@remotion/renderer', 'express'],
    size: {width: 1200, height: 628},
  },
  {
    slug: 'three',
    title: 'React Three Fiber',
    shortDescription:
      'A 3D scene written with React Three Fiber and animated frame by frame.',
    description:
      'A starter for 3D videos. The scene is written with React Three Fiber inside the ThreeCanvas component, which keeps the 3D animation in sync with the video timeline. Use it for product shots, logo reveals or anything with a camera and lights.',
    tags: ['3d', 'typescript'],
    stack: ['React', 'TypeScript', 'Three.js', 'React Three Fiber'],
    files: [
      file('src/Root.tsx', 'Declares the composition and its default props.'),
      file('src/Scene.tsx', 'The 3D scene rendered inside <ThreeCanvas>.'),
      configFile('ts'),
    ],
    packages: [CLI, '@remotion/three', 'three', '@react-three/fiber'],
    previewImageAlt:
      'Illustration: a shaded 3D box on a grid floor, lit from the upper left, inside a ThreeCanvas.',
    size: HD,
  },
  {
    slug: 'skia',
    title: 'Skia',
    shortDescription:
      'A starter with React Native Skia set up for drawing 2D graphics in videos.',
    description:
      'React Native Skia gives you a fast 2D drawing API with shaders, blurs and blend modes. This template has it configured for the web, so you can draw with the SkiaCanvas component inside compositions and render the result like any other video.',
    tags: ['starter', 'typescript'],
    stack: ['React', 'TypeScript', 'React Native Skia'],
    files: [
      file('src/Root.tsx', 'Declares the composition that draws with Skia.'),
      entryPoint('ts'),
      file(
        'remotion.config.ts',
        'Adds Skia support to the bundler with enableSkia().',
      ),
    ],
    packages: [
      CLI,
      '@remotion/skia',
      '@shopify/react-native-skia',
      'react-native-web',
    ],
    previewImageAlt:
      'Illustration: three overlapping blurred circles in cyan, magenta and yellow drawn on a SkiaCanvas.',
  },
  {
    slug: 'tiktok',
    title: 'TikTok Captions',
    shortDescription:
      'Adds animated word-by-word captions to a video, transcribed locally with Whisper.',
    description:
      'For short-form creators. Put a video in the project, run the transcription script and the template captions it with large words that appear a few at a time and highlight as they are spoken. Whisper.cpp is installed for you and runs on your own machine, and the caption style is plain React you can change.',
    tags: ['captions', 'ai', 'social'],
    stack: ['React', 'TypeScript', 'Whisper.cpp'],
    files: [
      file(
        'sub.mjs',
        'Transcribes the videos in public/ with Whisper.cpp and saves the captions.',
      ),
      file('whisper-config.mjs', 'Which Whisper.cpp version and model to use.'),
      file(
        'src/CaptionedVideo/index.tsx',
        'Plays the video and shows the current page of captions.',
      ),
      file('public/', 'Your videos and the caption files generated for them.'),
    ],
    packages: [
      CLI,
      '@remotion/install-whisper-cpp',
      '@remotion/captions',
      '@remotion/layout-utils',
    ],
    size: {width: 1080, height: 1920},
  },
  {
    slug: 'tts',
    title: 'Text to Speech (Azure)',
    shortDescription:
      'Turns text into a narrated video using Azure’s speech synthesis.',
    description:
      'Type the text, choose a voice, and the template generates the voiceover with Azure’s text-to-speech service and builds the video around it. A community template for narrated explainers and announcements.',
    tags: ['audio', 'ai'],
    stack: ['React', 'TypeScript', 'Azure Speech'],
    files: [
      file(
        '.env',
        'Credentials for the speech service and for storing the generated audio.',
      ),
      TTS_ROOT,
      configFile('ts'),
    ],
    packages: [CLI, 'microsoft-cognitiveservices-speech-sdk'],
    repository: 'https://github.com/FelippeChemello/Remotion-TTS-Example',
  },
  {
    slug: 'google-tts',
    title: 'Text to Speech (Google)',
    shortDescription:
      'Turns text into a narrated video using Google Cloud Text-to-Speech.',
    description:
      'The voiceover is generated by Google Cloud Text-to-Speech and kept in Firebase Storage, then the composition animates the text in time with it. A community template for teams already on Google Cloud who want narrated videos from a script.',
    tags: ['audio', 'ai'],
    stack: ['React', 'TypeScript', 'Google Cloud', 'Firebase'],
    files: [
      file('.env', 'Google Cloud and Firebase credentials.'),
      TTS_ROOT,
      configFile('ts'),
    ],
    packages: [CLI, '@google-cloud/text-to-speech', 'firebase'],
    repository: 'https://github.com/thecmdrunner/remotion-gtts-template',
  },
  {
    slug: 'overlay',
    title: 'Overlay',
    shortDescription:
      'Overlays such as lower thirds, rendered with transparency for video editing software.',
    description:
      'For editors who work in Premiere Pro, DaVinci Resolve or Final Cut Pro. Build titles, lower thirds and callouts in React, render them with an alpha channel, and place the file on top of your footage in the editor. Changing a name or colour becomes a prop edit instead of a keyframe session.',
    tags: ['social', 'typescript'],
    stack: ['React', 'TypeScript'],
    files: [
      file('src/Root.tsx', 'Declares the overlay composition and its props.'),
      entryPoint('ts'),
      configFile('ts'),
    ],
    packages: [CLI],
    size: HD,
  },
  {
    slug: 'code-hike',
    title: 'Code Hike',
    shortDescription:
      'Animated code walkthroughs: snippets that morph from one step to the next.',
    description:
      'For developers who teach or post code on social media. Write each step of a snippet as its own file, and the template highlights them with Code Hike and animates the changes between steps. Many languages and themes are supported, and TypeScript errors can be shown as annotations.',
    tags: ['social', 'typescript'],
    stack: ['React', 'TypeScript', 'Code Hike'],
    files: [
      entryPoint('ts'),
      file(
        'src/Root.tsx',
        'Declares the composition and loads the code steps.',
      ),
      configFile('ts'),
    ],
    packages: [CLI, 'codehike', 'twoslash'],
    size: SQUARE,
  },
  {
    slug: 'recorder',
    title: 'Recorder',
    shortDescription:
      'A video production tool for recording webcam and screen, captioning and editing in code.',
    description:
      'The Recorder is a complete production setup for talking-head and screencast videos. You record webcam and screen in the browser, generate captions, add music and arrange scenes, then render the result like any other composition. It is a larger project than the other templates, with its own documentation.',
    tags: ['captions', 'typescript', 'paid'],
    stack: ['React', 'TypeScript', 'Whisper.cpp'],
    files: [
      file(
        'config/',
        'Layouts, fonts, themes and other settings for your videos.',
      ),
      file('public/', 'Your recordings, grouped in one folder per video.'),
      configFile('ts'),
    ],
    packages: [CLI, '@remotion/captions', '@remotion/install-whisper-cpp'],
    repository: 'https://github.com/remotion-dev/recorder',
    previewImageAlt:
      'Illustration: a screen recording with a round webcam picture and captions, above the steps record, transcribe, edit and render.',
  },
  {
    slug: 'editor-starter',
    title: 'Editor Starter',
    shortDescription:
      'A paid boilerplate for building your own browser-based video editor.',
    description:
      'A head start for teams building an editing product: a canvas, a multi-track timeline, an inspector for the selected item, asset uploads and export through cloud rendering. You get the full source code to adapt to your own product. It is sold separately from the open-source templates.',
    tags: ['web-app', 'typescript', 'paid'],
    stack: ['React', 'TypeScript'],
    files: [
      file(
        'src/editor/',
        'The editor: canvas, timeline, inspector and their state.',
      ),
      file('.env', 'Keys for cloud rendering, asset uploads and captioning.'),
      configFile('ts'),
    ],
    packages: PLAYER_AND_LAMBDA,
    repository: 'https://www.remotion.pro/editor-starter',
    previewImageAlt:
      'Illustration of a video editor: an asset panel, a preview canvas with a selected title, a properties panel and a timeline with text, video and audio tracks.',
  },
];

/**
 * The starter templates offered by `npx create-video@latest`, one entry per
 * template page at /templates/{slug}.
 */
export const templates: readonly Template[] = entries.map(fromEntry);

/** Tags that at least one template uses, in alphabetical order. */
export const templateTags: readonly TemplateTag[] = [
  ...new Set(templates.flatMap((template) => template.tags)),
].sort();
