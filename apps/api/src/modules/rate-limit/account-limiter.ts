import { tooManyRequests } from '../../lib/errors';
import { waitMessage } from '../../lib/rate-limiter';
import type { RateLimitStore } from './store';

/**
 * A fixed window of `limit` attempts per key (an account's sign-ups, reset mails, deletion
 * confirmations), counted in the database so several instances share one limit.
 */
export class AccountLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt; throws 429 once the window's limit is passed. */
  async hit(key: string): Promise<void> {
    const { count, ttlMs } = await this.store.hit(`acct:${key}`, this.windowMs);
    if (count > this.limit)
      throw tooManyRequests(
        `Too many attempts for this account. Please wait ${waitMessage(ttlMs / 1000)} and try again.`,
        ttlMs / 1000,
      );
  }

  async reset(key: string): Promise<void> {
    await this.store.clear([`acct:${key}`]);
  }
}
