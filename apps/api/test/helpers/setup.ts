import { afterAll, afterEach, vi } from 'vitest';
import { closeSharedEngine } from './shared-engine';

afterAll(closeSharedEngine);

// A test fails on an unexpected console.error: it usually means a swallowed bug.
let errors: unknown[][] = [];
const original = console.error.bind(console);
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called: ${JSON.stringify(seen[0]).slice(0, 500)}`);
});
