// Two templates with the same slug (bad input for tests/bad-input).
const base = {
  title: 'Render server',
  shortDescription: 'An HTTP server that renders videos on request.',
  description:
    'A small server that bundles the project once and renders a video for each request it receives, for teams that render on their own machines.',
  tags: ['server'],
  stack: ['Node.js'],
  files: [{path: 'server/index.ts', purpose: 'The HTTP server'}],
  packages: ['@remotion/renderer'],
  cliFlag: 'render-server',
  preview: {
    type: 'image',
    src: '/img/templates/server.svg',
    alt: 'Request flow diagram',
  },
  width: 1920,
  height: 1080,
};

export const templates = [
  {
    ...base,
    slug: 'render-server',
    repository: 'https://github.com/example/render-server',
  },
  {
    ...base,
    title: 'Render server, again',
    slug: 'render-server',
    repository: 'https://github.com/example/render-server-2',
  },
];
