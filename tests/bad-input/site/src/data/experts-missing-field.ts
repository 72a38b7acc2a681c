// An expert entry without its tagline (bad input for tests/bad-input).
export const experts = [
  {
    slug: 'ada-motion',
    sample: true,
    name: 'Ada Motion Studio',
    kind: 'agency',
    bio: 'A small fictional studio that turns product metrics into short explainer videos, rendered nightly.',
    location: 'Lisbon, Portugal',
    skills: ['animation'],
    offers: ['Explainer videos'],
    avatar: '/img/experts/ada.svg',
    links: {website: 'https://ada-motion.example.com'},
    since: 2022,
  },
];
