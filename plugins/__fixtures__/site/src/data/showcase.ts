// Showcase entries for the showcase plugin's unit tests.
const valid = {
  slug: 'launch-video',
  sample: true,
  title: 'Launch video',
  description: 'A fictional launch video rendered from a changelog.',
  author: 'Sample Studio',
  url: 'https://launch.example.com/',
  poster: '/img/showcase/poster.svg',
  tags: ['product'],
};

export const showcase = [valid];

export const invalidShowcase = [
  {
    ...valid,
    url: 'not a url',
    poster: '/img/showcase/missing.svg',
    tags: ['unknown-tag'],
  },
];
