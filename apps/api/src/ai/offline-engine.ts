import os from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../lib/errors';
import type { EngineResult, EngineTask } from './offline/engine';

/**
 * The offline engine off the request thread (decision 019). Its curated content and retrieval indexes
 * live in a small pool of worker threads; the request thread only sends plain-data tasks and awaits the
 * answers, so a learner's slow message never delays another request (health checks included), and the
 * request thread never loads the content itself.
 *
 * In the production bundle the worker is dist/offline-worker.mjs (scripts/build.ts bundles it next to
 * dist/server.mjs); from TypeScript source (dev server, tests) it is ./offline/worker.ts, loaded through tsx.
 */
const bundled = import.meta.url.endsWith('.mjs');
const WORKER = bundled
  ? new URL('./offline-worker.mjs', import.meta.url).href
  : new URL('./offline/worker.ts', import.meta.url).href;

export const ENGINE_BUSY_MESSAGE = 'The tutor is busy right now. Please try again in a moment.';

/** Threads: one at least, at most two, and one core always left to the request thread. */
export function engineThreads(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(2, cores - 1));
}

export interface OfflineEngineOptions {
  threads?: number;
  /** Tasks waiting for a thread beyond this are refused with a 503 (per-learner limits come first). */
  maxQueue?: number;
  /**
   * A thread idle this long exits, and its content and indexes go with it (decision 028); the next task
   * starts a thread again. 0 keeps every thread for good.
   */
  idleMs?: number;
}

export class OfflineEngine {
  private pool: Piscina | undefined;

  constructor(private readonly options: OfflineEngineOptions = {}) {}

  /** Started on first use, so a process (or a test) that never asks the engine starts no thread. */
  private get workers(): Piscina {
    const idleMs = this.options.idleMs ?? 0;
    this.pool ??= new Piscina({
      filename: WORKER,
      // Threads hold the content and indexes (tens of MB each): after a quiet spell they are rebuilt
      // in a few seconds rather than held, unless idleMs is 0.
      minThreads: idleMs > 0 ? 0 : 1,
      maxThreads: this.options.threads ?? engineThreads(),
      maxQueue: this.options.maxQueue ?? 64,
      idleTimeout: idleMs > 0 ? idleMs : Number.POSITIVE_INFINITY,
      // Below the request thread's priority where the OS allows it (@napi-rs/nice; ignored elsewhere).
      niceIncrement: 5,
      // Source files need tsx in the thread; the bundle is plain JavaScript.
      execArgv: bundled ? [] : ['--import', 'tsx'],
    });
    return this.pool;
  }

  async run<T extends EngineTask>(task: T): Promise<EngineResult<T>> {
    try {
      return (await this.workers.run(task)) as EngineResult<T>;
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit')
        throw new HttpError(503, ENGINE_BUSY_MESSAGE, { 'retry-after': '5' });
      throw error;
    }
  }

  /** Threads running now (0 before the first task, and after a quiet spell when idleMs is set). */
  get threadCount(): number {
    return this.pool?.threads.length ?? 0;
  }

  /** Builds the engine's indexes in a thread now, off the request path, so the first question is quick. */
  warm(): void {
    this.run({ op: 'warm' }).catch(() => undefined);
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
