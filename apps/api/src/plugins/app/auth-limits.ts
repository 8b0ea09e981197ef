import fp from 'fastify-plugin';
import { authLimits } from '../../modules/rate-limit/auth-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-account limits (sign-up, reset and verification mails, account deletion) and the log-in throttle. */
    authLimits: ReturnType<typeof authLimits>;
  }
}

/** One set of auth limits, counted in the database and shared by the auth and account routes (decision 016). */
export const authLimitsPlugin = fp(
  async (app) => {
    app.decorate('authLimits', authLimits(app.db, app.config));
  },
  { name: 'auth-limits', dependencies: ['services'] },
);
