/** Code shown on /showcase/add. The entry sample type-checks on its own. */

export const cloneSample = `git clone https://github.com/<your-user>/remotion.git
cd remotion
git checkout -b showcase-weekly-weather-recap`;

export const installSample = `npm ci`;

export const entrySample = `import type {ShowcaseEntry} from '@site/src/data/types';

// In src/data/showcase.ts, add an object like this one to the
// \`showcase\` array.
export const weeklyWeatherRecap = {
  slug: 'weekly-weather-recap',
  sample: true,
  title: 'Weekly weather recap',
  description:
    'A 30-second clip rendered every Monday from public weather data, with an animated map, a temperature chart and captions.',
  author: 'Sample Studio',
  url: 'https://example.com/weekly-weather-recap',
  poster: '/img/showcase/weekly-weather-recap.svg',
  tags: ['data', 'social'],
} satisfies ShowcaseEntry;`;

export const posterSample = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0ea5e9" />
      <stop offset="1" stop-color="#1e3a8a" />
    </linearGradient>
  </defs>
  <rect width="1280" height="720" fill="url(#sky)" />
  <circle cx="980" cy="220" r="110" fill="#facc15" />
  <text x="96" y="600" fill="#ffffff" font-family="system-ui, sans-serif"
    font-size="88" font-weight="700">Weekly weather recap</text>
</svg>`;

export const checkSample = `npm run typecheck
npm run build`;

export const errorSample = `Invalid showcase data (1 problem):
- src/data/showcase.ts, showcase entry 7 ("weekly-weather-recap"): field "url": "url" must be a valid uri with a scheme matching the https pattern`;
