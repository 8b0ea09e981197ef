import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { OTHER_GOOGLE_ACCOUNT_MESSAGE } from '../../src/modules/auth/service';
import { createLearner, createTestApp, json, uniqueEmail, type TestApp } from '../helpers/app';
import type { FakeGoogle } from '../fakes/google-jwks';
import { useGoogleTestApp } from '../helpers/google-app';
import { verifyTokenFor } from '../helpers/outbox';

let google: FakeGoogle;
let t: TestApp;
useGoogleTestApp((made) => ({ google, t } = made));

const passwordLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/', headers: { authorization } });
const googleLogin = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/google-login',
    payload: { token, timeZone: 'Asia/Kolkata' },
  });

describe('POST /api/auth/google-login', () => {
  it('creates an account from a valid ID token and logs it in', async () => {
    const email = uniqueEmail('google');
    const response = await googleLogin(await google.sign({ sub: 'g-1', email, name: 'Priya Sharma' }));
    expect(response.statusCode).toBe(200);
    const body = json<{ token: string; userId: string }>(response);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.userId));
    expect(row).toMatchObject({
      email,
      name: 'Priya Sharma',
      googleSubject: 'g-1',
      timeZone: 'Asia/Kolkata',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);

    const again = await googleLogin(await google.sign({ sub: 'g-1', email, name: 'Priya Sharma' }));
    expect(json(again).userId).toBe(body.userId);
  });

  it('links Google to a password account whose address is verified; the password still works', async () => {
    const learner = await createLearner(t.app);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await verifyTokenFor(t.database.db, learner.email) },
    });
    expect(verified.statusCode).toBe(200);
    const response = await googleLogin(
      await google.sign({ sub: 'g-link', email: learner.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(200);
    expect(json(response).userId).toBe(learner.userId);
    expect((await passwordLogin(learner.email, learner.password)).statusCode).toBe(200);
    expect((await me(learner.auth.authorization)).statusCode).toBe(200);
  });

  it('lets Google take over an unverified password account: its password and sessions stop working', async () => {
    // Someone signed up with this address without proving it, then its owner signs in with Google.
    const squatter = await createLearner(t.app);
    const response = await googleLogin(await google.sign({ sub: 'g-owner', email: squatter.email }));
    expect(response.statusCode).toBe(200);
    const owner = json<{ token: string; userId: string }>(response);
    expect(owner.userId).toBe(squatter.userId);

    const login = await passwordLogin(squatter.email, squatter.password);
    expect(login.statusCode).toBe(401);
    expect(json(login)).toEqual({ error: 'Invalid email or password.' });
    const oldSession = await me(squatter.auth.authorization);
    expect(oldSession.statusCode).toBe(401);
    expect(json(oldSession).error).toBe('Your session has ended. Please log in again.');

    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.userId));
    expect(row).toMatchObject({ passwordHash: null, googleSubject: 'g-owner' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await me(`Bearer ${owner.token}`)).statusCode).toBe(200);
  });

  it('refuses a second Google account with the same address: the first one stays linked', async () => {
    const email = uniqueEmail('google-second');
    const first = await googleLogin(await google.sign({ sub: 'g-first', email, name: 'Meera Iyer' }));
    expect(first.statusCode).toBe(200);
    const second = await googleLogin(await google.sign({ sub: 'g-second', email, name: 'Someone Else' }));
    expect(second.statusCode).toBe(409);
    expect(json(second).error).toBe(OTHER_GOOGLE_ACCOUNT_MESSAGE);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ googleSubject: 'g-first', name: 'Meera Iyer' });
    const again = await googleLogin(await google.sign({ sub: 'g-first', email, name: 'Meera Iyer' }));
    expect(json(again).userId).toBe(json(first).userId);
  });

  it('marks an account made with Google as verified', async () => {
    const email = uniqueEmail('google-new');
    const response = await googleLogin(await google.sign({ sub: `g-${email}`, email }));
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, json(response).userId as string));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['a wrong issuer', { iss: 'https://evil.example.com' }, {}],
    ['an unverified e-mail', { email_verified: false }, {}],
    ['an expired token', {}, { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['a bad signature', {}, { foreignKey: true }],
  ])('refuses %s with 401 and creates nothing', async (_case, claims, options) => {
    const email = uniqueEmail('bad-google');
    const token = await google.sign({ sub: `g-${email}`, email, ...claims }, options);
    const response = await googleLogin(token);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      error: 'Google sign-in failed: the Google token is invalid or expired.',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('requires a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Google token is required.');
  });
});

describe('google sign-in not configured', () => {
  it('answers 503 with a clear message', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/google-login',
        payload: { token: 'x.y.z' },
      });
      expect(response.statusCode).toBe(503);
      expect(json(response).error).toBe('Google sign-in is not configured on this server.');
      const config = await plain.app.inject({ method: 'GET', url: '/api/config' });
      expect(json(config).googleClientId).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
