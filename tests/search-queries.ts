/**
 * The questions people bring to the site's search, each with the pages that
 * answer it. `npm run bench:search-relevance` types every query into the
 * search modal and the /search page of the production build and reports how
 * often the answer comes first; `tests/e2e/search-relevance.spec.ts` asserts
 * the order for a sample of each kind.
 *
 * `answers` lists every page that fully answers the query (the first hit
 * must be one of them); write the most specific page first. Error messages
 * are copied from what the installed packages print, so they change when the
 * packages do: a query whose text the packages no longer print should go.
 */

export type QueryKind =
  | 'error'
  | 'api'
  | 'loose-api'
  | 'task'
  | 'concept'
  | 'problem'
  | 'misspelling'
  | 'synonym';

export type RelevanceQuery = {
  readonly query: string;
  readonly kind: QueryKind;
  readonly answers: readonly string[];
};

export const KIND_LABELS: Readonly<Record<QueryKind, string>> = {
  error: 'Error messages printed by the packages',
  api: 'Exact API names',
  'loose-api': 'API names written loosely',
  task: 'Tasks',
  concept: 'Concepts',
  problem: "Problems in a user's own words",
  misspelling: 'Misspellings',
  synonym: 'Synonyms',
};

const q = (
  kind: QueryKind,
  query: string,
  ...answers: string[]
): RelevanceQuery => ({kind, query, answers});

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  // Printed by remotion, @remotion/renderer and @remotion/media 4.0.461.
  q('error', 'was called but not cleared after 28000ms', '/docs/timeout'),
  q('error', 'delayRender() was called but not cleared', '/docs/timeout'),
  q(
    'error',
    'useCurrentFrame() can only be called inside a component that was registered as a composition',
    '/docs/troubleshooting/hooks-outside-composition',
    '/docs/the-fundamentals',
  ),
  q(
    'error',
    'Could not serialize the return value of the function. Did you pass non-serializable values to defaultProps?',
    '/docs/troubleshooting/serialize-defaultprops',
  ),
  q(
    'error',
    '<Composition> was mounted inside the `component` that was passed to the <Player>',
    '/docs/wrong-composition-mount',
  ),
  q(
    'error',
    'Do not include the public/ prefix when using staticFile()',
    '/docs/staticfile-relative-paths',
  ),
  q(
    'error',
    'staticFile() does not support remote URLs',
    '/docs/staticfile-remote-urls',
  ),
  q(
    'error',
    'cannot be seeked. This could be one of few reasons',
    '/docs/non-seekable-media',
  ),
  q('error', 'Protocol error: Target closed', '/docs/target-closed'),
  q('error', 'ENAMETOOLONG', '/docs/enametoolong'),
  q(
    'error',
    'Timed out evaluating page function',
    '/docs/troubleshooting/timed-out-page-function',
  ),
  q('error', 'Could not play audio with src', '/docs/media-playback-error'),
  q('error', 'registerRoot() was called more than once', '/docs/register-root'),
  q(
    'error',
    'No video config found. You are probably calling useVideoConfig() from a component which has not been registered as a <Composition />',
    '/docs/troubleshooting/hooks-outside-composition',
    '/docs/use-video-config',
  ),
  q(
    'error',
    'inputRange must be strictly monotonically increasing',
    '/docs/interpolate',
  ),
  q(
    'error',
    'Multiple versions of Remotion detected',
    '/docs/troubleshooting/version-mismatch',
  ),

  q('api', 'OffthreadVideo', '/docs/offthreadvideo'),
  q('api', 'spring', '/docs/spring'),
  q('api', 'calculateMetadata', '/docs/fundamentals/calculate-metadata'),
  q(
    'api',
    'composition',
    '/docs/composition',
    '/docs/compositions',
    '/docs/terminology/composition',
  ),
  q('api', 'interpolate', '/docs/interpolate'),
  q('api', 'useCurrentFrame', '/docs/use-current-frame'),
  q('api', 'Sequence', '/docs/sequence'),
  q('api', 'renderMedia', '/docs/renderer/render-media'),
  q('api', 'renderMediaOnLambda', '/docs/lambda/rendermediaonlambda'),
  q('api', 'Player', '/docs/player/player', '/docs/player'),
  q('api', 'staticFile', '/docs/staticfile'),
  q('api', 'delayRender', '/docs/delay-render'),
  q('api', 'interpolateColors', '/docs/interpolate-colors'),
  q('api', 'AbsoluteFill', '/docs/absolute-fill'),
  q('api', 'parseMedia', '/docs/media-parser/parse-media'),
  q('api', 'convertMedia', '/docs/webcodecs/convert-media'),
  q('api', 'TransitionSeries', '/docs/transitions/transitionseries'),
  q('api', 'evolvePath', '/docs/paths/evolve-path'),
  q('api', 'noise2D', '/docs/noise/noise-2d'),
  q('api', 'fitText', '/docs/layout-utils/fit-text'),
  q('api', 'selectComposition', '/docs/renderer/select-composition'),
  q(
    'api',
    'deploySite',
    '/docs/lambda/deploysite',
    '/docs/cloudrun/deploysite',
  ),
  q(
    'api',
    'createTikTokStyleCaptions',
    '/docs/captions/create-tiktok-style-captions',
  ),
  q('api', 'useVideoConfig', '/docs/use-video-config'),
  q('api', 'npx remotion render', '/docs/cli/render'),
  q('api', 'remotionb', '/docs/bun'),

  q('loose-api', 'use current frame', '/docs/use-current-frame'),
  q('loose-api', 'offthread video', '/docs/offthreadvideo'),
  q('loose-api', 'render media', '/docs/renderer/render-media'),
  q('loose-api', 'static file', '/docs/staticfile'),
  q('loose-api', 'delay render', '/docs/delay-render'),
  q('loose-api', 'interpolate colors', '/docs/interpolate-colors'),
  q('loose-api', 'transition series', '/docs/transitions/transitionseries'),
  q('loose-api', 'render media on lambda', '/docs/lambda/rendermediaonlambda'),
  q('loose-api', 'select composition', '/docs/renderer/select-composition'),
  q('loose-api', 'absolute fill', '/docs/absolute-fill'),
  q('loose-api', 'get input props', '/docs/get-input-props'),
  q('loose-api', 'parse media', '/docs/media-parser/parse-media'),

  q(
    'task',
    'render video on server',
    '/docs/rendering/server-side',
    '/docs/renderer/render-media',
  ),
  q(
    'task',
    'embed video in react app',
    '/docs/player/embedding',
    '/docs/player',
  ),
  q('task', 'add captions to a video', '/docs/captions'),
  q('task', 'render a transparent video', '/docs/rendering/transparent-videos'),
  q('task', 'render a gif', '/docs/render-as-gif'),
  q(
    'task',
    'load a google font',
    '/docs/google-fonts/loading-fonts',
    '/docs/google-fonts/load-font',
    '/docs/google-fonts',
  ),
  q('task', 'set up lambda', '/docs/lambda/setup'),
  q('task', 'fade in audio', '/docs/audio/fading'),
  q('task', 'install remotion', '/docs/installation'),
  q('task', 'timing editor', '/timing-editor'),
  q(
    'task',
    'render a still image',
    '/docs/rendering/stills',
    '/docs/renderer/render-still',
    '/docs/fundamentals/still',
  ),
  q(
    'task',
    'use tailwind',
    '/docs/tailwind/setup',
    '/docs/tailwind',
    '/docs/tailwind-v4',
    '/docs/tailwind-v4/enable-tailwind',
  ),
  q(
    'task',
    'transcribe audio with whisper',
    '/docs/captions/transcribe-whisper-cpp',
    '/docs/install-whisper-cpp',
    '/docs/captions/transcribe-in-browser',
  ),
  q(
    'task',
    'cancel a render',
    '/docs/rendering/cancelling',
    '/docs/cancel-render',
  ),
  q(
    'task',
    'upgrade remotion',
    '/docs/miscellaneous/upgrading',
    '/docs/cli/upgrade',
  ),
  q(
    'task',
    'measure text width',
    '/docs/layout-utils/measure-text',
    '/docs/layout-utils/measuring-text',
  ),
  q(
    'task',
    'convert a video in the browser',
    '/docs/webcodecs/converting',
    '/docs/webcodecs/convert-media',
    '/docs/webcodecs',
  ),

  q('concept', 'frame rate fps', '/docs/terminology/fps'),
  q('concept', 'crf', '/docs/terminology/crf'),
  q(
    'concept',
    'concurrency',
    '/docs/terminology/concurrency',
    '/docs/rendering/performance',
  ),
  q('concept', 'premounting', '/docs/fundamentals/premounting'),
  q(
    'concept',
    'input props',
    '/docs/passing-props',
    '/docs/terminology/input-props',
  ),
  q('concept', 'serve url', '/docs/terminology/serve-url'),
  q('concept', 'deterministic randomness', '/docs/using-randomness'),
  q(
    'concept',
    'hardware acceleration',
    '/docs/rendering/hardware-acceleration',
  ),
  q('concept', 'license', '/docs/license', '/docs/licensing'),
  q('concept', 'acknowledgements', '/docs/acknowledgements'),
  q('concept', 'bun', '/docs/bun'),

  q(
    'problem',
    'video is one pixel smaller than my composition',
    '/docs/troubleshooting/odd-dimensions',
  ),
  q(
    'problem',
    'rendering is slow',
    '/docs/troubleshooting/slow-renders',
    '/docs/rendering/performance',
  ),
  q(
    'problem',
    'fonts are wrong in the rendered video',
    '/docs/troubleshooting/missing-fonts',
  ),
  q('problem', 'audio out of sync', '/docs/troubleshooting/audio-out-of-sync'),
  q(
    'problem',
    'black frames in the output',
    '/docs/troubleshooting/black-frames',
  ),
  q('problem', 'images flicker', '/docs/troubleshooting/flickering-images'),
  q(
    'problem',
    'render runs out of memory',
    '/docs/troubleshooting/out-of-memory',
  ),
  q(
    'problem',
    'transparent video has black background',
    '/docs/troubleshooting/transparent-video-black-background',
  ),
  q(
    'problem',
    'studio does not update when I save',
    '/docs/troubleshooting/hot-reload-not-updating',
  ),
  q(
    'problem',
    'chrome fails to start on linux',
    '/docs/troubleshooting/browser-launch',
  ),
  q('problem', 'cors error loading video', '/docs/troubleshooting/cors-errors'),
  q(
    'problem',
    'lambda function times out',
    '/docs/lambda/troubleshooting/timeouts',
  ),

  q('misspelling', 'sequnce', '/docs/sequence'),
  q('misspelling', 'interpolat', '/docs/interpolate'),
  q('misspelling', 'spring animaton', '/docs/spring', '/docs/animation/spring'),
  q('misspelling', 'offthreadvidoe', '/docs/offthreadvideo'),
  q('misspelling', 'compositon', '/docs/composition', '/docs/compositions'),
  q(
    'misspelling',
    'transitons',
    '/docs/transitions',
    '/docs/animation/transitions',
  ),
  q('misspelling', 'lamda', '/docs/lambda'),
  q('misspelling', 'captoins', '/docs/captions'),
  q('misspelling', 'renderMedai', '/docs/renderer/render-media'),
  q(
    'misspelling',
    'tailwnd',
    '/docs/tailwind',
    '/docs/tailwind/tailwind',
    '/docs/tailwind/setup',
  ),

  q('synonym', 'subtitles', '/docs/captions'),
  q('synonym', 'uneven width', '/docs/troubleshooting/odd-dimensions'),
  q('synonym', 'dynamic duration', '/docs/fundamentals/calculate-metadata'),
  q('synonym', 'mp4', '/docs/encoding'),
  q('synonym', 'srt subtitles', '/docs/captions/importing-srt'),
  q('synonym', 'aws', '/docs/lambda'),
  q('synonym', 'google cloud', '/docs/cloudrun'),
  q('synonym', 'alpha channel', '/docs/rendering/transparent-videos'),
  q('synonym', 'crossfade', '/docs/transitions/presentations/fade'),
  q(
    'synonym',
    'speech to text',
    '/docs/captions/transcribe-whisper-cpp',
    '/docs/install-whisper-cpp',
    '/docs/captions/transcribe-in-browser',
    '/docs/captions/transcribe-openai',
    '/docs/install-whisper-cpp/transcribe',
    '/docs/whisper-web/transcribe',
  ),
];
