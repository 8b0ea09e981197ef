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

export interface EngineRunOptions {
  /** Whose task this is (the learner's id), for fair queueing; none for the app's own work (warm-up). */
  learner?: string | undefined;
}

/** The share of tasks that belong to no learner: they take turns like one more learner. */
const NO_LEARNER = '';

/** One learner's tasks in the engine. */
interface Line {
  running: number;
  /** Tasks waiting for a thread, oldest first: each resolves (starts) or rejects (the engine closed). */
  waiting: { start: () => void; cancel: (error: Error) => void }[];
  /** The learner had nothing in the engine when this line began, and has not been served since. */
  fresh: boolean;
}

/**
 * The offline engine's worker pool, queueing fairly across learners (decisions 019 and 042): one learner's burst of
 * long messages must not hold up another learner's short question. Piscina is handed at most one task per
 * thread; the rest wait here, in one line per learner, and when a thread frees the next task is chosen so:
 *
 * 1. A learner who had nothing in the engine (nothing running, nothing waiting) when their task arrived
 *    goes first, in order of arrival: a learner asking one question waits only for the tasks already
 *    running, never behind another learner's queue.
 * 2. Otherwise learners take turns (round-robin): the next task is that of the learner served least
 *    recently, one task a turn, however many each has waiting.
 *
 * Once served, a learner takes turns like everyone else until nothing of theirs is left in the engine, so
 * rule 1 puts a learner ahead once each time their work drains: it cannot keep the turns waiting for long.
 * Tasks without a learner (warm-up, the app's own work) take turns as one more learner. (Not "fewest tasks
 * in progress first": the learner whose task has just finished would have the fewest and keep the thread.)
 */
export class OfflineEngine {
  private pool: Piscina | undefined;
  private readonly threads: number;
  private readonly maxQueue: number;
  /** Tasks handed to the pool: at most one per thread. */
  private handed = 0;
  private waiting = 0;
  /** Every learner with tasks in the engine, the one served least recently first. */
  private readonly lines = new Map<string, Line>();

  constructor(private readonly options: OfflineEngineOptions = {}) {
    this.threads = options.threads ?? engineThreads();
    this.maxQueue = options.maxQueue ?? 64;
  }

  /** Started on first use, so a process (or a test) that never asks the engine starts no thread. */
  private get workers(): Piscina {
    const idleMs = this.options.idleMs ?? 0;
    this.pool ??= new Piscina({
      filename: WORKER,
      // Threads hold the content and indexes (tens of MB each): after a quiet spell they are rebuilt
      // in a few seconds rather than held, unless idleMs is 0.
      minThreads: idleMs > 0 ? 0 : 1,
      maxThreads: this.threads,
      idleTimeout: idleMs > 0 ? idleMs : Number.POSITIVE_INFINITY,
      // Below the request thread's priority where the OS allows it (@napi-rs/nice; ignored elsewhere).
      niceIncrement: 5,
      // Source files need tsx in the thread; the bundle is plain JavaScript.
      execArgv: bundled ? [] : ['--import', 'tsx'],
    });
    return this.pool;
  }

  async run<T extends EngineTask>(task: T, options: EngineRunOptions = {}): Promise<EngineResult<T>> {
    const learner = options.learner ?? NO_LEARNER;
    if (this.handed < this.threads) {
      this.handed += 1;
      this.served(learner, this.lineOf(learner));
    } else {
      if (this.waiting >= this.maxQueue)
        throw new HttpError(503, ENGINE_BUSY_MESSAGE, { 'retry-after': '5' });
      const line = this.lineOf(learner);
      this.waiting += 1;
      // The thread is passed on by next(), which counts the task as running before it resumes here.
      await new Promise<void>((start, cancel) => line.waiting.push({ start, cancel }));
    }
    try {
      return (await this.workers.run(task)) as EngineResult<T>;
    } finally {
      const line = this.lines.get(learner);
      if (line) line.running -= 1;
      if (line?.running === 0 && line.waiting.length === 0) this.lines.delete(learner);
      this.next();
    }
  }

  private lineOf(learner: string): Line {
    let line = this.lines.get(learner);
    if (!line) {
      line = { running: 0, waiting: [], fresh: true };
      this.lines.set(learner, line);
    }
    return line;
  }

  /** One of the learner's tasks starts: their turn is used, so they go to the back of the round. */
  private served(learner: string, line: Line): void {
    line.running += 1;
    line.fresh = false;
    this.lines.delete(learner);
    this.lines.set(learner, line);
  }

  /** A thread is free: it goes to the next task by the rules above, or is given back to the pool. */
  private next(): void {
    let chosen: [string, Line] | undefined;
    for (const entry of this.lines) {
      if (entry[1].waiting.length === 0) continue;
      if (entry[1].fresh) {
        chosen = entry;
        break;
      }
      chosen ??= entry;
    }
    if (!chosen) {
      this.handed -= 1;
      return;
    }
    const [learner, line] = chosen;
    this.waiting -= 1;
    this.served(learner, line);
    line.waiting.shift()!.start();
  }

  /** Threads running now (0 before the first task, and after a quiet spell when idleMs is set). */
  get threadCount(): number {
    return this.pool?.threads.length ?? 0;
  }

  /** Builds the engine's indexes in a thread now, off the request path, so the first question is quick. */
  warm(): void {
    this.run({ op: 'warm' }).catch(() => undefined);
  }

  /** Stops the threads; tasks still waiting for one are refused. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    for (const [learner, line] of this.lines) {
      for (const task of line.waiting.splice(0)) task.cancel(new Error('The offline engine was closed'));
      if (line.running === 0) this.lines.delete(learner);
    }
    this.waiting = 0;
    await pool?.destroy();
  }
}
