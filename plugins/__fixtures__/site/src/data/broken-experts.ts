// Entries with the mistakes the experts plugin must reject.
export const experts = [
  {
    slug: 'Bad Slug',
    sample: true,
    name: 'No Tagline',
    kind: 'freelancer',
    bio: 'A bio that is long enough to pass the minimum length rule of the schema for the test.',
    location: 'Berlin',
    skills: ['animation'],
    offers: ['Videos'],
    avatar: '/img/experts/missing.svg',
    links: {website: 'http://insecure.example.com'},
    since: 2023,
  },
];
