import pLimit, { type LimitFunction } from 'p-limit';
import { tooManyRequests } from '../../lib/errors';
import { waitMessage } from '../../lib/rate-limiter';
import type { RateLimitStore } from './store';

export const AI_RATE_MESSAGE = (seconds: number) =>
  `Too many AI requests from your account. Please wait ${waitMessage(seconds)} and try again.`;
export const AI_BUSY_MESSAGE =
  'You already have several AI replies in progress. Please wait for them to finish and try again.';

export interface AiLimitOptions {
  /** AI requests per learner per window, counted in the database (every instance shares one count). */
  perWindow: number;
  windowMs: number;
  /** Replies one learner may have in progress at once on this instance. */
  concurrency: number;
  /** Requests of one learner that may wait for a free place beyond that; more are refused. */
  queue: number;
}

/**
 * Per-learner limits on the AI routes (decision 019), so one learner cannot stall everyone: a fixed window
 * of requests per learner in the database (shared by every instance, like the auth limits of decision
 * 016), and at most `concurrency` replies in progress per learner, a few more waiting their turn (the
 * web app grades a quiz's answers with one call per question, in parallel), the rest a 429.
 */
export class AiLimits {
  private readonly running = new Map<string, LimitFunction>();

  constructor(
    private readonly store: RateLimitStore,
    private readonly options: AiLimitOptions,
  ) {}

  /** Counts one AI request for the learner; throws 429 past the window's limit. */
  async count(userId: string): Promise<void> {
    const { count, ttlMs } = await this.store.hit(`ai:${userId}`, this.options.windowMs);
    if (count > this.options.perWindow) throw tooManyRequests(AI_RATE_MESSAGE(ttlMs / 1000), ttlMs / 1000);
  }

  /**
   * Waits for one of the learner's places and resolves once it is taken; the place is given back when
   * `done` settles (the response closed). Throws 429 when the learner's queue is full.
   */
  acquire(userId: string, done: Promise<unknown>): Promise<void> {
    let limit = this.running.get(userId);
    if (!limit) {
      limit = pLimit(this.options.concurrency);
      this.running.set(userId, limit);
    }
    if (limit.activeCount >= this.options.concurrency && limit.pendingCount >= this.options.queue)
      return Promise.reject(tooManyRequests(AI_BUSY_MESSAGE, 5));
    const own = limit;
    return new Promise<void>((started) => {
      void own(async () => {
        started();
        await done.catch(() => undefined);
      }).finally(() => {
        // The learner's limiter goes once nothing of theirs runs or waits.
        if (own.activeCount === 0 && own.pendingCount === 0 && this.running.get(userId) === own)
          this.running.delete(userId);
      });
    });
  }

  /** Replies in progress and waiting for a learner on this instance (tests). */
  inFlight(userId: string): number {
    const limit = this.running.get(userId);
    return limit ? limit.activeCount + limit.pendingCount : 0;
  }
}
