import {defineConfig} from 'vitest/config';

/**
 * `npm run test:bad-input`: builds the tiny fixture site of tests/bad-input
 * once per kind of bad input (a few seconds each), one at a time.
 */
export default defineConfig({
  test: {
    include: ['tests/bad-input/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    fileParallelism: false,
  },
});
