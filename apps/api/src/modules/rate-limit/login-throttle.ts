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
  /** Failures on one account from one client (or one trusted device) before its delay starts. */
  perClientAccount: DelayRule;
  /** Failures on one account from every client without its device cookie, before all of them wait. */
  perAccount: DelayRule;
  /** Failures from one network address across accounts (credential stuffing), set for a class behind one NAT. */
  perAddress: DelayRule;
  /** A failure is forgotten this long after the last one on the same key. */
  memoryMs: number;
}

/** Who is trying: the network address, and the device cookie's id when it was issued for this account. */
export interface LoginClient {
  ip: string;
  device?: string;
}

export const ACCOUNT_WAIT_MESSAGE = (seconds: number) =>
  `Too many attempts for this account. Please wait ${waitMessage(seconds)} and try again.`;
export const ADDRESS_WAIT_MESSAGE = (seconds: number) =>
  `Too many failed log-ins from your network. Please wait ${waitMessage(seconds)} and try again.`;

const remaining = (count: { count: number; ageMs: number } | undefined, rule: DelayRule) =>
  count ? Math.max(0, delayAfter(count.count, rule) - count.ageMs) : 0;

const accountKey = (email: string) => `fail:acct:${email.trim().toLowerCase()}`;

/**
 * Password guessing is slowed, never turned into a lock-out (decisions 016 and 038), with OWASP's
 * device cookies. A device that has logged in to the account before holds a signed cookie for it:
 * it is slowed only by its own failures, so no stranger's guesses ever delay the owner there. Every
 * other client is an unknown device, and three counters of its failures apply, kept in the database
 * for every instance: per account and client, per account (every unknown source counts, so guesses
 * spread over many addresses are slowed as one), and per network address.
 */
export class LoginThrottle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly options: LoginThrottleOptions,
  ) {}

  /** The counters this client's failures on this account go to, each with its delay rule. */
  private counters(email: string, client: LoginClient): Array<[string, DelayRule]> {
    const { perClientAccount, perAccount, perAddress } = this.options;
    if (client.device) return [[`fail:device:${client.device}`, perClientAccount]];
    const account = email.trim().toLowerCase();
    return [
      [`fail:pair:${account}|${client.ip}`, perClientAccount],
      [accountKey(account), perAccount],
      [`fail:ip:${client.ip}`, perAddress],
    ];
  }

  /** Throws 429 when this client must wait before trying this account again. */
  async check(email: string, client: LoginClient): Promise<void> {
    const counters = this.counters(email, client);
    const counts = await this.store.failures(
      counters.map(([key]) => key),
      this.options.memoryMs,
    );
    const waits = counters.map(([key, rule]) => remaining(counts.get(key), rule));
    const [own = 0, account = 0, address = 0] = waits;
    const forAccount = Math.max(own, account);
    if (forAccount > 0) throw tooManyRequests(ACCOUNT_WAIT_MESSAGE(forAccount / 1000), forAccount / 1000);
    if (address > 0) throw tooManyRequests(ADDRESS_WAIT_MESSAGE(address / 1000), address / 1000);
  }

  /** Runs the password check when allowed; counts a refused password, forgets this client's failures on success. */
  async attempt<T>(email: string, client: LoginClient, check: () => Promise<T>): Promise<T> {
    await this.check(email, client);
    const keys = this.counters(email, client).map(([key]) => key);
    let result: T;
    try {
      result = await check();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401)
        await this.store.fail(keys, this.options.memoryMs);
      throw error;
    }
    // Only this client's own record: the owner logging in must not reset a guesser's delay.
    await this.store.clear([keys[0]!]);
    return result;
  }

  /** A password reset proves the mailbox: unknown devices need not wait out guesses made before it. */
  async forgiveAccount(email: string): Promise<void> {
    await this.store.clear([accountKey(email)]);
  }
}
