import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The integration suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;
const shared = {
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  setupFiles: ['test/helpers/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // In CI a failing test runs once more (as the e2e suite does) and is reported as retried: a test
  // that fails twice still fails the run.
  retry: process.env.CI ? 1 : 0,
};

export default defineConfig({
  test: {
    pool: 'forks',
    // One worker per core: each holds its own database, so more workers than cores only add waiting.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DATABASE_URL: '' } } },
      ...(postgresUrl ? [{ test: { ...shared, name: 'postgres', env: { TEST_DATABASE_URL: postgresUrl } } }] : []),
    ],
  },
});
