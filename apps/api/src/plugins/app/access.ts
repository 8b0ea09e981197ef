import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema';
import { paymentRequired } from '../../lib/errors';
import { accessFrom, accessStatus, hasAccess } from '../../modules/access/access';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler after authenticate: an active trial or premium, else 402. */
    requireAccess: (request: FastifyRequest) => Promise<void>;
  }
}

export const ACCESS_REQUIRED_MESSAGE =
  'Your free trial has ended. Unlock Premium (₹499, lifetime access) to keep learning.';

/** 402 unless the learner is in their trial or holds premium. */
export function assertAccess(user: Pick<UserRow, 'trialEndsAt'>, isPremium: boolean, now = new Date()): void {
  if (!hasAccess(accessFrom(user, isPremium, now))) throw paymentRequired(ACCESS_REQUIRED_MESSAGE);
}

export const accessPlugin = fp(
  async (app) => {
    app.decorate('requireAccess', async (request: FastifyRequest) => {
      // authenticate loads premium with the user (no second query); other callers fall back to a lookup.
      const premium = request.premium ?? (await accessStatus(app.db, request.user)).isPremium;
      assertAccess(request.user, premium);
    });
  },
  { name: 'access', dependencies: ['services', 'auth'] },
);
