import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp, json, uniqueEmail, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_ACCOUNT: '3', RATE_LIMIT_AUTH_PER_IP: '8' });
});
afterAll(async () => t.close());

describe('auth rate limits', () => {
  it('limits attempts on one account with a clear 429', async () => {
    const learner = await createLearner(t.app);
    // The owner's phone, which has logged in before, keeps its device cookie.
    const earlier = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.1.1.2',
      payload: { email: learner.email, password: learner.password },
    });
    const device = earlier.cookies.find((cookie) => cookie.name === 'pathwise_device')?.value ?? '';
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.1.1',
        payload: { email: learner.email, password: 'wrong' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(json(limited).error).toMatch(/^Too many attempts for this account\. Please wait .+ and try again\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
    // The failing client waits even with the right password, as does any device the account has not
    // seen; the owner on a device that logged in before is not locked out.
    const right = (remoteAddress: string, cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        cookies,
        payload: { email: learner.email, password: learner.password },
      });
    expect((await right('10.1.1.1')).statusCode).toBe(429);
    expect((await right('10.1.1.3')).statusCode).toBe(429);
    expect((await right('10.1.1.2', { pathwise_device: device })).statusCode).toBe(200);
  });

  it('limits one network address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '10.2.2.2',
        payload: { email: uniqueEmail() },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(json(response).error).toMatch(/^Too many requests from your network\. Please wait/);
    }
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });
});
