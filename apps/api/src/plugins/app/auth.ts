import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { prepared, type Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/errors';
import { holdsPremium } from '../../modules/access/access';
import { verifySession, type SessionClaims } from '../../modules/auth/session-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid bearer token of a current session; sets request.user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest for hot paths that load the user in one statement with the rest of their data:
     * checks the token's signature and expiry only and sets request.session. The handler MUST then
     * call currentUser() on the row it loaded (the token-version check that makes revocation instant).
     */
    verifyToken: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow;
    /** The verified token's claims. */
    session: SessionClaims;
    /** Whether the user holds premium, loaded with the user by authenticate; null when not loaded. */
    premium: boolean | null;
  }
}

/** Throws 403 unless the id named by the call is the token's own user. */
export function assertSelf(request: FastifyRequest, userId: string): void {
  if (request.user.id !== userId) throw forbidden();
}

/** The loaded user if the token is still current, else 401: a password reset bumps the version and ends every session at once. */
export function currentUser<User extends Pick<UserRow, 'tokenVersion'>>(user: User | undefined, claims: SessionClaims): User {
  if (!user || user.tokenVersion !== claims.tokenVersion)
    throw unauthorized('Your session has ended. Please log in again.');
  return user;
}

const sessionUserStatement = (db: Database) =>
  db
    .select({ user: users, premium: holdsPremium(users.id) })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_user');

/**
 * The user and whether they hold premium, in one round trip (requireAccess then needs no query).
 * Every authenticated call runs it: a named prepared statement, planned once per connection.
 */
export async function loadSessionUser(db: Database, userId: string) {
  const [row] = await prepared(db, 'session_user', sessionUserStatement).execute({ userId });
  return row;
}

const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Bearer tokens whose signature already checked out, with their expiry. A signature never changes
 * its verdict for a given secret, so a repeat of the same token string skips the HMAC (jose's
 * WebCrypto path cost ~15% of CPU per authenticated request). Expiry is still checked on every
 * hit, and revocation never depended on this: the token version is compared with the database row.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, { claims: SessionClaims; expiresAt: number }>();

  get(token: string, now = Date.now()): SessionClaims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.claims;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, claims: SessionClaims): void {
    const payload = token.split('.')[1];
    const exp = payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp : undefined;
    if (typeof exp !== 'number') return;
    // Oldest first (insertion order): dropping the first key bounds memory.
    if (this.entries.size >= VERIFIED_TOKENS_MAX) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { claims, expiresAt: exp * 1000 });
  }
}

async function claimsOf(secret: Uint8Array, verified: VerifiedTokens, request: FastifyRequest): Promise<SessionClaims> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Please log in to continue: no session token was sent.');
  const known = verified.get(match[1]);
  if (known) return known;
  const result = await verifySession(secret, match[1]);
  if (!result.ok) throw unauthorized(result.reason);
  verified.set(match[1], result.claims);
  return result.claims;
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null as unknown as UserRow);
    app.decorateRequest('session', null as unknown as SessionClaims);
    app.decorateRequest('premium', null);
    const verified = new VerifiedTokens();
    app.decorate('verifyToken', async (request: FastifyRequest) => {
      request.session = await claimsOf(app.config.jwtSecret, verified, request);
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = await claimsOf(app.config.jwtSecret, verified, request);
      const row = await loadSessionUser(app.db, claims.userId);
      request.session = claims;
      request.user = currentUser(row?.user, claims);
      request.premium = Boolean(row?.premium);
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
