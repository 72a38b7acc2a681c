import {defineConfig, devices} from '@playwright/test';
import {
  CHROMIUM_ARGS,
  resolveChromiumPath,
  serverCommand,
} from './tests/browser';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;

/**
 * Browser tests run against the production build, served over HTTP by the
 * production nginx configuration (or the Node server with the same rules
 * where nginx is missing; see `serverCommand`). Run `npm run build` first
 * (the README's test command does).
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: resolveChromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}},
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: serverCommand(PORT),
        url: `${BASE_URL}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
