import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp, json, uniqueEmail, type Learner, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

/** Time passes for the throttle: every remembered failure is `ms` older. */
const later = (ms: number) =>
  t.database.db.execute(sql`update rate_limits set last_at = last_at - ${`${ms} milliseconds`}::interval`);

describe('log-in throttling without lock-out', () => {
  it('wrong passwords from anywhere never lock the owner out: the right password from a clean client logs in', async () => {
    const owner = await createLearner(t.app);
    for (let round = 0; round < 2; round += 1) {
      // An attacker spreads guesses over many addresses, again and again.
      for (let i = 0; i < 12; i += 1) {
        const guess = await login(owner.email, `guess-${round}-${i}`, `198.51.${round}.${i + 1}`);
        expect([401, 429]).toContain(guess.statusCode);
      }
      expect((await login(owner.email, owner.password, '203.0.113.50')).statusCode).toBe(200);
    }
  });

  it('slows guessing from one client with a growing delay, and the wait covers the right password too', async () => {
    const owner = await createLearner(t.app);
    const ip = '192.0.2.10';
    for (let i = 0; i < 3; i += 1) expect((await login(owner.email, 'wrong', ip)).statusCode).toBe(401);
    const first = await login(owner.email, owner.password, ip);
    expect(first.statusCode).toBe(429);
    expect(json(first).error).toMatch(/^Too many attempts for this account\. Please wait .+ and try again\.$/);
    expect(first.headers['retry-after']).toBe('1');
    await later(1_100);
    expect((await login(owner.email, 'wrong', ip)).statusCode).toBe(401);
    expect((await login(owner.email, 'wrong', ip)).headers['retry-after']).toBe('2');
    await later(2_100);
    expect((await login(owner.email, 'wrong', ip)).statusCode).toBe(401);
    expect((await login(owner.email, 'wrong', ip)).headers['retry-after']).toBe('4');
    // Once the delay has passed the right password works and the client's record is cleared.
    await later(4_100);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
    expect((await login(owner.email, 'wrong', ip)).statusCode).toBe(401);
  });

  it('after many failures on an account, clients that failed on it wait too; a clean client does not', async () => {
    const owner = await createLearner(t.app);
    for (let i = 0; i < 10; i += 1) await login(owner.email, `guess-${i}`, `198.51.100.${i + 1}`);
    const failing = await login(owner.email, 'another', '198.51.100.1');
    expect(failing.statusCode).toBe(429);
    expect(Number(failing.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await login(owner.email, owner.password, '198.51.100.2')).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, '203.0.113.77')).statusCode).toBe(200);
  });

  it('a class behind one address can sign up and log in together, typos included', async () => {
    const ip = '203.0.113.200';
    const learners: Learner[] = [];
    for (let i = 0; i < 24; i += 1) {
      const email = uniqueEmail('class');
      const password = 'correct horse battery staple';
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: ip,
        payload: { name: `Learner ${i}`, email, password, phone_no: '+91 98765 43210' },
      });
      expect(signup.statusCode).toBe(201);
      learners.push({ email, password } as Learner);
    }
    for (const [i, learner] of learners.entries()) {
      if (i % 6 === 0) expect((await login(learner.email, 'typo', ip)).statusCode).toBe(401);
      expect((await login(learner.email, learner.password, ip)).statusCode).toBe(200);
    }
  });
});
