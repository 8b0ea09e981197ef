import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { AccountLimiter } from './account-limiter';
import { LoginThrottle } from './login-throttle';
import { RateLimitStore } from './store';

const SECOND = 1000;

/** The auth routes' limits, counted in the database (decision 016 has the numbers' reasons). */
export function authLimits(db: Database, config: Config) {
  const store = new RateLimitStore(db);
  const window = config.RATE_LIMIT_WINDOW_MS;
  const perAccount = config.RATE_LIMIT_AUTH_PER_ACCOUNT;
  // One client gets a third of the account's free failures, at least 3 (or all, when fewer): raising
  // RATE_LIMIT_AUTH_PER_ACCOUNT for a load test raises both.
  const perClient = Math.max(Math.min(3, perAccount), Math.floor(perAccount / 3));
  return {
    /** Sign-ups, reset mails and verification mails per address: a fixed window. */
    account: new AccountLimiter(store, config.RATE_LIMIT_AUTH_PER_ACCOUNT, window),
    login: new LoginThrottle(store, {
      perClientAccount: { free: perClient, baseMs: SECOND, capMs: window },
      perAccount: { free: perAccount, baseMs: SECOND, capMs: window },
      perAddress: { free: config.RATE_LIMIT_FAILED_LOGINS_PER_IP, baseMs: SECOND, capMs: 60 * SECOND },
      memoryMs: window,
    }),
  };
}
