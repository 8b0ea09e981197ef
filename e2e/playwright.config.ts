import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `pathwise-e2e-${port}`);
export const baseURL = `http://localhost:${port}`;

/**
 * Debian's Chromium; nothing is downloaded. Its headless shell (package chromium-headless-shell, the same
 * Chromium without the desktop browser around it, as Playwright itself runs headless tests) when installed:
 * on 2 cores a set of 22 tests took 2.0 min with it and 2.5 min with the full browser (decision 054).
 * Lighthouse (bench/) keeps the full browser. Flags keep it off the (closed) network.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // One browser worker per core (the app server shares them).
  workers: os.availableParallelism(),
  // No retries: a test that fails once is a failure to fix, not to run again into green.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The installed app's service worker precaches the whole shell: only the spec about it (installable.spec.ts)
    // lets it run, so every other test loads the pages as a first visit does, without that extra work.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromium, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production server as `npm start` runs it (built by `npm run build` before the suite).
    // A learner who really finished the plan is seeded first (apps/api/scripts/seed-finished-learner.ts).
    command: `rm -rf ${dataDir} && cd .. && npx tsx apps/api/scripts/seed-finished-learner.ts && npm run serve`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The suite reaches "course completed" and "trial over" through the loopback-only developer tools.
      DEV_TOOLS: 'true',
      RATE_LIMIT_AUTH_PER_IP: '10000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '1000',
    },
  },
});
