import fp from 'fastify-plugin';
import { DeviceCookies } from '../../modules/auth/device-cookie';
import { authLimits } from '../../modules/rate-limit/auth-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-account limits (sign-up, reset and verification mails, account deletion) and the log-in throttle. */
    authLimits: ReturnType<typeof authLimits>;
    /** Devices that logged in to an account before, which others' guesses on it do not slow (decision 038). */
    deviceCookies: DeviceCookies;
  }
}

/**
 * One set of auth limits, counted in the database and shared by the auth and account routes (decision 016),
 * and the key of the log-in's device cookies.
 */
export const authLimitsPlugin = fp(
  async (app) => {
    app.decorate('authLimits', authLimits(app.db, app.config));
    app.decorate('deviceCookies', new DeviceCookies(app.config.jwtSecret));
  },
  { name: 'auth-limits', dependencies: ['services'] },
);
