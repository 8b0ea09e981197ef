import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users, type UserRow } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/errors';
import { verifySession } from '../../modules/auth/session-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid bearer token of a current session; sets request.user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow;
  }
}

/** Throws 403 unless the id named by the call is the token's own user. */
export function assertSelf(request: FastifyRequest, userId: string): void {
  if (request.user.id !== userId) throw forbidden();
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null as unknown as UserRow);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized('Please log in to continue: no session token was sent.');
      const result = await verifySession(app.config.jwtSecret, match[1]);
      if (!result.ok) throw unauthorized(result.reason);
      const [user] = await app.db.select().from(users).where(eq(users.id, result.claims.userId));
      if (!user || user.tokenVersion !== result.claims.tokenVersion)
        throw unauthorized('Your session has ended. Please log in again.');
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
