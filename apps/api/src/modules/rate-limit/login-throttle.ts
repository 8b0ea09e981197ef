import { HttpError, tooManyRequests } from '../../lib/errors';
import { waitMessage } from '../../lib/rate-limiter';
import type { RateLimitStore } from './store';

/** A progressive delay: `free` failures cost nothing, then each one doubles the wait, up to a cap. */
export interface DelayRule {
  free: number;
  baseMs: number;
  capMs: number;
}

/** How long after the last failure the next attempt must wait, given the failures remembered. */
export const delayAfter = (failures: number, rule: DelayRule): number =>
  failures < rule.free ? 0 : Math.min(rule.capMs, rule.baseMs * 2 ** Math.min(30, failures - rule.free));

export interface LoginThrottleOptions {
  /** Failures on one account from one client before its delay starts. */
  perClientAccount: DelayRule;
  /** Failures on one account from everywhere before clients that failed on it must wait too. */
  perAccount: DelayRule;
  /** Failures from one network address across accounts (credential stuffing), set for a class behind one NAT. */
  perAddress: DelayRule;
  /** A failure is forgotten this long after the last one on the same key. */
  memoryMs: number;
}

export const ACCOUNT_WAIT_MESSAGE = (seconds: number) =>
  `Too many attempts for this account. Please wait ${waitMessage(seconds)} and try again.`;
export const ADDRESS_WAIT_MESSAGE = (seconds: number) =>
  `Too many failed log-ins from your network. Please wait ${waitMessage(seconds)} and try again.`;

const remaining = (count: { count: number; ageMs: number } | undefined, rule: DelayRule) =>
  count ? Math.max(0, delayAfter(count.count, rule) - count.ageMs) : 0;

/**
 * Password guessing is slowed, never turned into a lock-out (decision 016). Three counters of failed
 * log-ins, kept in the database for every instance: per account and client, per account, per
 * client address. A client waits out its own delay; the account's delay applies only to clients that
 * have failed on that account, so a stranger's wrong guesses never keep the owner, on a device that
 * has not been failing, from logging in with the right password.
 */
export class LoginThrottle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly options: LoginThrottleOptions,
  ) {}

  private keys(email: string, ip: string) {
    const account = email.trim().toLowerCase();
    return { pair: `fail:pair:${account}|${ip}`, account: `fail:acct:${account}`, address: `fail:ip:${ip}` };
  }

  /** Throws 429 when this client must wait before trying this account again. */
  async check(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const counts = await this.store.failures(Object.values(keys), this.options.memoryMs);
    const pair = counts.get(keys.pair);
    const own = Math.max(
      remaining(pair, this.options.perClientAccount),
      pair ? remaining(counts.get(keys.account), this.options.perAccount) : 0,
    );
    if (own > 0) throw tooManyRequests(ACCOUNT_WAIT_MESSAGE(own / 1000), own / 1000);
    const address = remaining(counts.get(keys.address), this.options.perAddress);
    if (address > 0) throw tooManyRequests(ADDRESS_WAIT_MESSAGE(address / 1000), address / 1000);
  }

  /** Runs the password check when allowed; counts a refused password, forgets this client's failures on success. */
  async attempt<T>(email: string, ip: string, check: () => Promise<T>): Promise<T> {
    await this.check(email, ip);
    const keys = this.keys(email, ip);
    let result: T;
    try {
      result = await check();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401)
        await this.store.fail(Object.values(keys), this.options.memoryMs);
      throw error;
    }
    // Only this client's own record: the owner logging in must not reset a guesser's delay.
    await this.store.clear([keys.pair]);
    return result;
  }
}
