import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSession } from '../../src/modules/auth/session-token';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/', headers: authorization ? { authorization } : {} });

describe('bearer sessions', () => {
  it('refuses a missing token with 401', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(json(response).error).toBe('Please log in to continue: no session token was sent.');
  });

  it('refuses a forged token (signed with another secret)', async () => {
    const learner = await createLearner(t.app);
    const forged = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(learner.userId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const response = await me(`Bearer ${forged}`);
    expect(response.statusCode).toBe(401);
    expect(json(response).error).toBe('Your session is invalid. Please log in again.');
  });

  it('refuses a token signed with our secret whose subject is not a user id', async () => {
    const learner = await createLearner(t.app);
    for (const subject of ['not-a-user-id', learner.userId.toUpperCase(), `${learner.userId}'--`]) {
      const token = await signSession(t.app.config.jwtSecret, { userId: subject, tokenVersion: 0 });
      const response = await me(`Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(json(response).error).toBe('Your session is invalid. Please log in again.');
    }
  });

  it('refuses an unsigned (alg none) token and garbage', async () => {
    const learner = await createLearner(t.app);
    const header = Buffer.from('{"alg":"none"}').toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: learner.userId, tv: 0 })).toString('base64url');
    expect((await me(`Bearer ${header}.${payload}.`)).statusCode).toBe(401);
    expect((await me('Bearer not-a-jwt')).statusCode).toBe(401);
    expect((await me('Basic abc')).statusCode).toBe(401);
  });

  it('refuses an expired token with a clear message', async () => {
    const learner = await createLearner(t.app);
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(learner.userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86_400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86_400)
      .sign(t.config.jwtSecret);
    const response = await me(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(json(response).error).toBe('Your session has expired. Please log in again.');
  });

  it('issues tokens that expire after 7 days', async () => {
    const learner = await createLearner(t.app);
    const claims = JSON.parse(Buffer.from(learner.token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
      iat: number;
      sub: string;
    };
    expect(claims.sub).toBe(learner.userId);
    expect(claims.exp - claims.iat).toBe(7 * 86_400);
  });
});

describe('GET /api/auth/trial-status/:userId', () => {
  it('reports the running trial for the learner', async () => {
    const learner = await createLearner(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/trial-status/${learner.userId}`,
      headers: learner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).isTrialActive).toBe(true);
  });

  it("refuses another learner's id with 403 and no token with 401", async () => {
    const a = await createLearner(t.app);
    const b = await createLearner(t.app);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/auth/trial-status/${b.userId}`,
      headers: a.auth,
    });
    expect(other.statusCode).toBe(403);
    expect(json(other).error).toBe('You can only access your own account.');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/auth/trial-status/${b.userId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
