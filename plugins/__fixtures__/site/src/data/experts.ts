// A tiny data set for the experts plugin's unit tests.
export const experts = [
  {
    slug: 'ada-motion',
    sample: true,
    name: 'Ada Motion Studio',
    kind: 'agency',
    tagline: 'Data-driven explainer videos for product teams.',
    bio: 'A small fictional studio that turns product metrics into short explainer videos, rendered nightly from a dashboard export.',
    location: 'Lisbon, Portugal',
    skills: ['animation', 'lambda'],
    offers: ['Explainer videos', 'Lambda setup'],
    avatar: '/img/experts/ada.svg',
    links: {website: 'https://ada-motion.example.com'},
    since: 2022,
  },
];
