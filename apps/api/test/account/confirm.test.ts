import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { confirmsOwner } from '../../src/modules/account/confirm';
import { createGoogleVerifier } from '../../src/modules/auth/google';
import { startFakeGoogle, type FakeGoogle } from '../fakes/google-jwks';
import { createLearner, createTestApp, json, uniqueEmail, type TestApp } from '../helpers/app';

let google: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_JWKS_URL: google.jwksUrl,
    RATE_LIMIT_AUTH_PER_ACCOUNT: '3',
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const remove = (authorization: string, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', headers: { authorization }, payload });

async function googleLearner(subject: string) {
  const email = uniqueEmail('google');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/google-login',
    payload: { token: await google.sign({ sub: subject, email, name: 'Priya Sharma' }) },
  });
  const { token, userId } = json<{ token: string; userId: string }>(login);
  return { authorization: `Bearer ${token}`, userId, email };
}

describe('deleting an account made with Google', () => {
  it('is confirmed by a fresh Google ID token for the same Google account', async () => {
    const learner = await googleLearner('g-delete-1');
    const stranger = await remove(learner.authorization, {
      googleToken: await google.sign({ sub: 'g-other', email: learner.email }),
    });
    expect(stranger.statusCode).toBe(403);
    expect(json(stranger).error).toMatch(/could not confirm it is you with Google/);
    const forged = await remove(learner.authorization, {
      googleToken: await google.sign({ sub: 'g-delete-1', email: learner.email }, { foreignKey: true }),
    });
    expect(forged.statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.id, learner.userId))).toHaveLength(1);

    const response = await remove(learner.authorization, {
      googleToken: await google.sign({ sub: 'g-delete-1', email: learner.email }),
    });
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, learner.userId))).toHaveLength(0);
  });

  it('refuses a password for an account that has none', async () => {
    const learner = await googleLearner('g-delete-2');
    expect((await remove(learner.authorization, { password: 'anything at all' })).statusCode).toBe(403);
  });

  it('refuses a Google token issued more than 10 minutes ago', async () => {
    const verify = createGoogleVerifier(google.clientId, google.jwksUrl);
    const token = await google.sign({ sub: 'g-stale', email: 'stale@example.com' });
    const user = { passwordHash: null, googleSubject: 'g-stale' };
    expect(await confirmsOwner(user, { googleToken: token }, verify)).toBe(true);
    const later = new Date(Date.now() + 11 * 60 * 1000);
    expect(await confirmsOwner(user, { googleToken: token }, verify, later)).toBe(false);
  });
});

describe('the password check is rate limited like login', () => {
  it('answers 429 after too many attempts for the account, even with the right password', async () => {
    const learner = await createLearner(t.app);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await remove(learner.auth.authorization, { password: `guess ${attempt}` })).statusCode).toBe(
        403,
      );
    const limited = await remove(learner.auth.authorization, { password: learner.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(json(limited).error).toMatch(/^Too many attempts for this account\./);
    expect(await t.database.db.select().from(users).where(eq(users.id, learner.userId))).toHaveLength(1);
  });
});
