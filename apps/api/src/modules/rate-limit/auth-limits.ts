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
  return {
    /** Sign-ups, reset mails and verification mails per address: a fixed window. */
    account: new AccountLimiter(store, config.RATE_LIMIT_AUTH_PER_ACCOUNT, window),
    login: new LoginThrottle(store, {
      perClientAccount: { free: 3, baseMs: SECOND, capMs: window },
      perAccount: { free: config.RATE_LIMIT_AUTH_PER_ACCOUNT, baseMs: SECOND, capMs: window },
      perAddress: { free: config.RATE_LIMIT_FAILED_LOGINS_PER_IP, baseMs: SECOND, capMs: 60 * SECOND },
      memoryMs: window,
    }),
  };
}
