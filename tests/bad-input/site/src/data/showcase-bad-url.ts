// A showcase entry whose URL is not a URL (bad input for tests/bad-input).
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

export const showcase = [{...valid, url: 'launch.example.com/video'}];
