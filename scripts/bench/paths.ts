import path from 'path';

/** The site's root folder, which the benchmarks build, serve and read. */
export const SITE_DIR = path.resolve(__dirname, '../..');

/** The site's production build, as `npm run build` writes it. */
export const BUILD_DIR = path.join(SITE_DIR, 'build');
