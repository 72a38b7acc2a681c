import type {ShowcaseEntry} from './types';

/**
 * Fictional sample projects that show how the showcase works. The teams,
 * products and pages do not exist; every link points to a reserved
 * `example.com` domain.
 */
export const showcase: readonly ShowcaseEntry[] = [
  {
    slug: 'pacewell-year-in-review',
    sample: true,
    title: 'Pacewell: Your Year in Motion',
    description:
      'A personalised year-in-review for every member of a fictional fitness app. Each video counts up the member’s workouts, shows their longest streak on an animated calendar and ends with their favourite class. The same composition renders hundreds of thousands of variants from one data export.',
    author: 'Tidewater Media (sample)',
    url: 'https://pacewell-year-in-review.example.com/',
    poster: '/img/showcase/pacewell-year-in-review.svg',
    tags: ['personalised', 'data', 'marketing'],
  },
  {
    slug: 'harbour-lights-visualiser',
    sample: true,
    title: 'Harbour Lights: Album Visualisers',
    description:
      'One visualiser template reused for all ten tracks of an independent album. Spectrum bars around a turning record react to each song, and the artwork and titles change per track through props.',
    author: 'Inês Carvalho (sample)',
    url: 'https://harbour-lights.example.com/',
    poster: '/img/showcase/harbour-lights-visualiser.svg',
    tags: ['music', 'social'],
    demoId: 'tpl-music-visualization',
  },
  {
    slug: 'render-queue-clips',
    sample: true,
    title: 'The Render Queue: Podcast Clips',
    description:
      'Square audiograms for a weekly podcast about software. Editors pick a 30-second moment, and the clip is rendered with the episode art, a moving waveform and captions that follow the speaker.',
    author: 'Priya Raman (sample)',
    url: 'https://render-queue-podcast.example.com/',
    poster: '/img/showcase/render-queue-clips.svg',
    tags: ['social', 'captions'],
    demoId: 'tpl-audiogram',
  },
  {
    slug: 'taskpond-release-notes',
    sample: true,
    title: 'Taskpond Release Notes',
    description:
      'Every release of a fictional project-management tool gets a one-minute video generated from its changelog. New features appear as cards with screenshots, and the video is published alongside the written notes.',
    author: 'Loopwright (sample)',
    url: 'https://taskpond-release-notes.example.com/',
    poster: '/img/showcase/taskpond-release-notes.svg',
    tags: ['product', 'marketing'],
  },
  {
    slug: 'city-air-data-story',
    sample: true,
    title: 'City Air: A Decade of Measurements',
    description:
      'A data story that animates ten years of air quality readings for twelve cities. Lines draw themselves month by month, and annotations point out the events behind each spike.',
    author: 'Kestrel Video Lab (sample)',
    url: 'https://city-air-story.example.com/',
    poster: '/img/showcase/city-air-data-story.svg',
    tags: ['data', 'education'],
  },
  {
    slug: 'typescript-course-intros',
    sample: true,
    title: 'TypeScript in Small Steps: Course Intros',
    description:
      'Short intros for each lesson of an online course. A code snippet evolves step by step as the instructor’s narration explains what changes, so learners see the idea before the lesson starts.',
    author: 'Fjord & Frame (sample)',
    url: 'https://typescript-small-steps.example.com/',
    poster: '/img/showcase/typescript-course-intros.svg',
    tags: ['education'],
    demoId: 'tpl-code-hike',
  },
  {
    slug: 'star-party',
    sample: true,
    title: 'Star Party for Open-Source Maintainers',
    description:
      'A small tool that maintainers run when their repository hits a milestone. It fetches the stargazers and renders a thank-you video with their avatars and a rising counter.',
    author: 'Mateo Rivas (sample)',
    url: 'https://star-party.example.com/',
    poster: '/img/showcase/star-party.svg',
    tags: ['open-source', 'social'],
    demoId: 'tpl-stargazer',
  },
  {
    slug: 'shortform-captions',
    sample: true,
    title: 'Clipboard: Captions for Short-Form Video',
    description:
      'A captioning workflow for a creator who posts daily vertical videos. Recordings are transcribed locally, reviewed in a simple editor, and rendered with bold word-by-word captions in the channel’s colours.',
    author: 'Priya Raman (sample)',
    url: 'https://clipboard-captions.example.com/',
    poster: '/img/showcase/shortform-captions.svg',
    tags: ['captions', 'social'],
    demoId: 'tpl-tiktok',
  },
  {
    slug: 'planetarium-tour',
    sample: true,
    title: 'Planetarium: A Tour of the Solar System',
    description:
      'A 3D tour for a science museum’s website. Planets are modelled with React Three Fiber, the camera path is keyframed in code, and each stop has a caption with distances and orbit times.',
    author: 'Northlight Studio (sample)',
    url: 'https://planetarium-tour.example.com/',
    poster: '/img/showcase/planetarium-tour.svg',
    tags: ['three-d', 'education'],
  },
  {
    slug: 'weekly-metrics-recap',
    sample: true,
    title: 'Weekly Metrics Recap',
    description:
      'An internal video that a fictional startup posts in its team chat every Monday. Sign-ups, revenue and support tickets are animated from the analytics database, with the week’s best and worst numbers highlighted.',
    author: 'Jonas Berg (sample)',
    url: 'https://weekly-metrics-recap.example.com/',
    poster: '/img/showcase/weekly-metrics-recap.svg',
    tags: ['data', 'product'],
  },
  {
    slug: 'recipe-cards',
    sample: true,
    title: 'Simmer & Stir: Recipe Videos from Recipe Cards',
    description:
      'A cooking site turns each written recipe into a short vertical video. Ingredients slide in as a checklist, steps appear with timers, and the finished dish photo closes the video.',
    author: 'Amélie Laurent (sample)',
    url: 'https://simmer-and-stir.example.com/',
    poster: '/img/showcase/recipe-cards.svg',
    tags: ['social', 'marketing'],
  },
  {
    slug: 'conference-lower-thirds',
    sample: true,
    title: 'Lakeside JS Days: Lower Thirds',
    description:
      'Name and talk-title overlays for every speaker at a two-day conference, rendered with transparency from the schedule data and dropped into the editing software for the session recordings.',
    author: 'Fjord & Frame (sample)',
    url: 'https://lakeside-js-overlays.example.com/',
    poster: '/img/showcase/conference-lower-thirds.svg',
    tags: ['marketing', 'personalised'],
    demoId: 'tpl-overlay',
  },
  {
    slug: 'language-flashcards',
    sample: true,
    title: 'Lingo Loops: Vocabulary Flashcards',
    description:
      'Looping flashcard videos for language learners. Each card shows a word, its pronunciation and an example sentence with the key word highlighted, in twelve language pairs generated from one word list.',
    author: 'Mei-Lin Chen (sample)',
    url: 'https://lingo-loops.example.com/',
    poster: '/img/showcase/language-flashcards.svg',
    tags: ['education', 'captions'],
  },
  {
    slug: 'match-highlights',
    sample: true,
    title: 'Five-a-Side: Personal Match Highlights',
    description:
      'An amateur football league sends each player a highlight reel after every match, with their goals, assists and a season stats card. Clips are picked from tagged timestamps and assembled automatically.',
    author: 'Quarry Labs (sample)',
    url: 'https://five-a-side-highlights.example.com/',
    poster: '/img/showcase/match-highlights.svg',
    tags: ['personalised', 'social'],
  },
];
