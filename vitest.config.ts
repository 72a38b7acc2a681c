import path from 'path';
import {defineConfig} from 'vitest/config';

/**
 * Unit tests sit next to the code as `*.test.ts(x)`. Aliases mirror the ones
 * Docusaurus sets up, so modules that import `@site/...` can be tested.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@site': path.resolve(__dirname),
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'plugins/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
  },
});
