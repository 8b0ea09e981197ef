import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { paymentRequired } from '../../lib/errors';
import { accessStatus, hasAccess } from '../../modules/access/access';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler after authenticate: an active trial or premium, else 402. */
    requireAccess: (request: FastifyRequest) => Promise<void>;
  }
}

export const ACCESS_REQUIRED_MESSAGE =
  'Your free trial has ended. Unlock Premium (₹499, lifetime access) to keep learning.';

export const accessPlugin = fp(
  async (app) => {
    app.decorate('requireAccess', async (request: FastifyRequest) => {
      if (!hasAccess(await accessStatus(app.db, request.user))) throw paymentRequired(ACCESS_REQUIRED_MESSAGE);
    });
  },
  { name: 'access', dependencies: ['services', 'auth'] },
);
