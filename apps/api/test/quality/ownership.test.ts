import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { learningPlans, reviewItems } from '../../src/db/schema';
import { signSession } from '../../src/modules/auth/session-token';
import { fullLearner } from '../account/helpers';
import { createLearner, createTestApp, type Learner } from '../helpers/app';
import { generate } from '../plan/helpers';
import { key, listOperations, routerRoutes, urlOf, userIdTargets, type Operation } from './support/operations';
import { sample } from './support/samples';
import { changedTables, snapshot, tableNames } from './support/snapshot';

/**
 * Calls anyone may make, each with the reason. Everything else is authenticated: an anonymous caller
 * must get 401. `*` at the end matches a path prefix.
 */
const PUBLIC: Record<string, string> = {
  'GET /api/health': 'liveness probe',
  'GET /api/ready': 'readiness probe',
  'GET /api/config': 'public configuration the web app needs before login (never a secret)',
  'POST /api/auth/signup': 'creates the account',
  'POST /api/auth/login': 'creates the session',
  'POST /api/auth/google-login': 'creates the session from a Google ID token',
  'POST /api/auth/request-password-reset': 'SPEC §6: the password calls are unauthenticated',
  'POST /api/auth/reset-password': 'SPEC §6: authorised by the single-use reset token',
  'POST /api/auth/ping-db': 'SPEC §7: fired on the signup and login screens, before login',
  'GET /api/payment/lifetime-slots': 'landing page: lifetime slots left (an aggregate)',
  'POST /api/payment/webhook': 'Razorpay: authorised by its HMAC signature',
  'GET /api/dailyreminder/unsubscribe': 'one-click unsubscribe: authorised by the signed token in the link',
  'POST /api/dailyreminder/unsubscribe': 'RFC 8058 one-click unsubscribe: authorised by the signed token',
  'GET /api/dailyreminder/whatsapp/webhook': "Meta's verification handshake: authorised by the verify token",
  'POST /api/dailyreminder/whatsapp/webhook': 'Meta: authorised by its HMAC signature',
  'GET /api/certificates/{id}': 'public certificate verification (the id is the secret)',
  'POST /api/auth/verify-email': 'the link from the welcome mail: authorised by its single-use token',
  'GET /api/dailyreminder/confirm': 'the reminder address confirmation page: shows a button, changes nothing',
  'POST /api/dailyreminder/confirm': 'confirms a reminder address: authorised by the single-use token in the link',
  'GET /api/stats/*': 'landing page social proof: aggregate counts only',
  'GET /api/dev/outbox': 'development-only mail outbox, not registered in production (checked below)',
};

/**
 * Authenticated calls with a path parameter that names a resource (not a user): how to create one
 * owned by the other learner, so the suite can prove the owner check. A new route of this kind
 * fails until it is listed here.
 */
const RESOURCE_FIXTURES: Record<string, (other: Learner) => Promise<Record<string, string>>> = {
  // The other learner's plan: the owner check answers before whether the plan could be resumed.
  'POST /api/plan/history/{planId}/resume': async (learner) => {
    const [plan] = await t.database.db
      .select({ id: learningPlans.id })
      .from(learningPlans)
      .where(eq(learningPlans.userId, learner.userId));
    if (!plan) throw new Error('the other learner has no plan');
    return { planId: plan.id };
  },
  // The other learner's review item (fullLearner answered a quiz question): 403 before any grading.
  'POST /api/review/{itemId}': async (learner) => {
    const [item] = await t.database.db
      .select({ id: reviewItems.id })
      .from(reviewItems)
      .where(eq(reviewItems.userId, learner.userId));
    if (!item) throw new Error('the other learner has no review item');
    return { itemId: item.id };
  },
};

const publicReason = (operation: Operation) =>
  Object.entries(PUBLIC).find(([pattern]) =>
    pattern.endsWith('*') ? key(operation).startsWith(pattern.slice(0, -1)) : pattern === key(operation),
  )?.[1];

const howToFix = (operation: Operation, what: string) =>
  `${key(operation)} ${what}. If it is meant to be public, add it to PUBLIC in apps/api/test/quality/ownership.test.ts ` +
  'with the reason; otherwise give it `onRequest: app.authenticate` (and `assertSelf` for any user id it takes).';

/** Public calls that show data by design, so the leak check below does not apply to them. */
const SHOWS_DATA_BY_DESIGN: Record<string, string> = {
  'GET /api/dev/outbox': 'lists every mail sent, in development only',
};

// Webhook secrets set, so the webhooks answer as in production (not 503 "not configured").
const t = await createTestApp({
  DEV_TOOLS: 'true',
  RATE_LIMIT_AUTH_PER_IP: '100000',
  RATE_LIMIT_AUTH_PER_ACCOUNT: '100000',
  RAZORPAY_WEBHOOK_SECRET: 'ownership-webhook-secret',
  WHATSAPP_APP_SECRET: 'ownership-whatsapp-secret',
});
afterAll(async () => t.close());

const password = 'owner only passphrase 42';
const owner = await createLearner(t.app, { name: 'Asha Owner', password });
await generate(t.app, owner, { goal: 'Learn Python', duration: '30', experience: 'Beginner' });
// The other learner has a row in every kind of table (plan, completions, certificate, reminders, payment).
const other = await fullLearner(t.app, t.database.db, 'Zubin Otherlearner');
await t.app.plans.background.drain();
const operations = await listOperations(t.app);
const authenticated = operations.filter((operation) => !publicReason(operation));
const userScoped = authenticated.filter((operation) => {
  const targets = userIdTargets(operation);
  return targets.path.length + targets.body.length > 0;
});
const tables = await tableNames(t.database.db);

/** A request to the operation that is valid apart from who calls it and which user id it names. */
function request(operation: Operation, userId: string, headers: Record<string, string>) {
  const targets = userIdTargets(operation);
  const values: Record<string, string> = {};
  for (const param of operation.params.filter((item) => item.in === 'path'))
    values[param.name] = targets.path.includes(param.name) ? userId : String(sample(param.schema, param.name));
  const body = operation.body ? (sample(operation.body) as Record<string, unknown>) : undefined;
  for (const field of targets.body) if (body) body[field] = userId;
  return t.app.inject({
    method: operation.method,
    url: urlOf(operation, values),
    headers,
    ...(body !== undefined ? { payload: body } : {}),
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const secret = t.config.jwtSecret;
const badTokens: Array<[string, () => Promise<Record<string, string>>]> = [
  ['no token', async () => ({})],
  ['a malformed header', async () => ({ authorization: 'Bearer' })],
  ['a token signed with another secret', async () => bearer(await signSession(new TextEncoder().encode('x'.repeat(48)), { userId: owner.userId, tokenVersion: 0 }))],
  ['an expired token', async () => bearer(await new SignJWT({ tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(owner.userId).setIssuedAt(1_600_000_000).setExpirationTime(1_600_000_100).sign(secret))],
  ['a revoked token (old token version)', async () => bearer(await signSession(secret, { userId: owner.userId, tokenVersion: 7 }))],
  ['a token of an account that does not exist', async () => bearer(await signSession(secret, { userId: randomUUID(), tokenVersion: 0 }))],
  ['an unsigned token (alg none)', async () => bearer(`${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: owner.userId, tv: 0 })).toString('base64url')}.`)],
];

describe('route inventory', () => {
  it('finds the API from the OpenAPI document and the router', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map(key)).toEqual(expect.arrayContaining(['POST /api/auth/login', 'GET /api/plan/learning-plan/today']));
  });

  it('registers no development route in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    try {
      expect(routerRoutes(production.app).filter((route) => route.path.includes('/dev/'))).toEqual([]);
    } finally {
      await production.close();
    }
  });
});

describe.each(authenticated.map((operation) => [key(operation), operation] as const))('%s', (_name, operation) => {
  it.each(badTokens)('answers 401 with one error to %s', async (_case, headers) => {
    const response = await request(operation, owner.userId, await headers());
    if (response.statusCode !== 401)
      throw new Error(howToFix(operation, `answered ${response.statusCode}, not 401, to an anonymous caller`));
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});

describe.each(userScoped.map((operation) => [key(operation), operation] as const))('%s names a user', (_name, operation) => {
  it("refuses another learner's id with 403 and changes nothing", async () => {
    // Earlier calls may have left a lesson pre-generating in the background: let it land first, and
    // let anything the refused call might start land before the second snapshot.
    await t.app.plans.background.drain();
    const before = await snapshot(t.database.db, tables);
    const response = await request(operation, other.userId, owner.auth);
    await t.app.plans.background.drain();
    expect(response.statusCode, `${key(operation)} must refuse another learner's id: ${response.body}`).toBe(403);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(changedTables(before, await snapshot(t.database.db, tables))).toEqual([]);
  });

  it('accepts the learner’s own id (the 403 is the owner check, not a blanket refusal)', async () => {
    const response = await request(operation, owner.userId, owner.auth);
    expect([401, 403], `${key(operation)} with the caller's own id: ${response.body}`).not.toContain(response.statusCode);
  });
});

describe('resources named by id', () => {
  const resourceRoutes = authenticated.filter((operation) =>
    operation.params.some((param) => param.in === 'path' && !userIdTargets(operation).path.includes(param.name)),
  );
  it.each(resourceRoutes.map((operation) => [key(operation), operation] as const))(
    "%s refuses another learner's resource",
    async (_name, operation) => {
      const fixture = RESOURCE_FIXTURES[key(operation)];
      if (!fixture)
        throw new Error(`${key(operation)} takes a resource id: add a fixture to RESOURCE_FIXTURES in apps/api/test/quality/ownership.test.ts that creates one for the other learner, so the owner check is proven.`);
      const values = await fixture(other);
      // A valid body where the call takes one, so validation cannot answer before the owner check.
      const body = operation.body ? (sample(operation.body) as Record<string, unknown>) : undefined;
      const response = await t.app.inject({
        method: operation.method,
        url: urlOf(operation, values),
        headers: owner.auth,
        ...(body !== undefined ? { payload: body } : {}),
      });
      expect([403, 404]).toContain(response.statusCode);
    },
  );
  it('lists none without a fixture', () => {
    expect(resourceRoutes.filter((operation) => !RESOURCE_FIXTURES[key(operation)]).map(key)).toEqual([]);
  });
});

describe("no call shows one learner another learner's data", () => {
  const reads = operations.filter(
    (operation) =>
      operation.method === 'GET' &&
      !SHOWS_DATA_BY_DESIGN[key(operation)] &&
      operation.params.every((param) => param.in !== 'path' || /^user_?id$/i.test(param.name)),
  );
  const secrets = [other.userId, other.email, 'Otherlearner', other.certificateId, other.orderId, other.paymentId];
  it.each(reads.map((operation) => [key(operation), operation] as const))('%s', async (_name, operation) => {
    const response = await request(operation, owner.userId, owner.auth);
    expect(response.statusCode).toBeLessThan(500);
    for (const value of secrets)
      expect(response.body.includes(value), `${key(operation)} leaked ${value}`).toBe(false);
  });
  it('the owner can still use the account (nothing above logged them out)', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: owner.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: owner.userId, name: 'Asha Owner' });
    expect(password).not.toBe(sample({ type: 'string' }, 'password'));
  });
});
