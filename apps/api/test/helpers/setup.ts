import { afterEach, vi } from 'vitest';

// A test fails on an unexpected console.error: it usually means a swallowed bug. Test files share a worker
// process (isolate: false), so console.error is wrapped once per process, and each file reads its own list.
const seen = globalThis as typeof globalThis & { __consoleErrors?: unknown[][] };
if (!seen.__consoleErrors) {
  seen.__consoleErrors = [];
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.__consoleErrors!.push(args);
    original(...args);
  };
}
afterEach(() => {
  const errors = seen.__consoleErrors!.splice(0);
  vi.restoreAllMocks();
  // A file that faked timers and failed before restoring them must not leave them to the next file.
  vi.useRealTimers();
  if (errors.length > 0)
    throw new Error(`console.error was called: ${JSON.stringify(errors[0]).slice(0, 500)}`);
});
