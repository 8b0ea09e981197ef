import { OfflineEngine } from '../../src/ai/offline-engine';

let shared: OfflineEngine | undefined;

/**
 * One offline engine for every app a test file builds: its thread loads the curated content and
 * indexes once (about 4 s of a core here) instead of once per app. The engine keeps no state between
 * tasks, so sharing it changes no answer.
 */
export function sharedEngine(): OfflineEngine {
  shared ??= new OfflineEngine({ idleMs: 0 });
  return shared;
}

/** Stops the shared engine's thread at the end of a test file (test/helpers/setup.ts). */
export async function closeSharedEngine(): Promise<void> {
  const engine = shared;
  shared = undefined;
  await engine?.close();
}
