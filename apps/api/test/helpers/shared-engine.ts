import { OfflineEngine } from '../../src/ai/offline-engine';

let shared: OfflineEngine | undefined;

/**
 * One offline engine for every app a test worker builds: its thread loads the curated content and indexes once
 * (about 4 s of a core here) instead of once per app or per file. Test files share their worker process
 * (isolate: false in vitest.config.ts), and the engine keeps no state between tasks, so sharing it changes no
 * answer. Its thread ends with the worker process.
 */
export function sharedEngine(): OfflineEngine {
  shared ??= new OfflineEngine({ idleMs: 0 });
  return shared;
}

/** Stops the shared engine's thread, for a script outside the test runner (a benchmark) that must exit. */
export async function closeSharedEngine(): Promise<void> {
  const engine = shared;
  shared = undefined;
  await engine?.close();
}
