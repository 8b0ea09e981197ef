import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp, json, uniqueEmail, type Learner, type TestApp } from '../helpers/app';
import { resetTokenFor } from '../helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DEVICE = 'pathwise_device';

const login = (email: string, password: string, remoteAddress: string, device?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password },
    ...(device ? { cookies: { [DEVICE]: device } } : {}),
  });

/** Logs in once and answers the device cookie the browser would keep. */
async function knownDevice(learner: Learner, remoteAddress: string): Promise<string> {
  const response = await login(learner.email, learner.password, remoteAddress);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });
  return cookie!.value;
}

/** Guesses on one account from `count` addresses that never failed before (a botnet). */
async function spreadGuesses(email: string, count: number, prefix: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await login(email, `guess-${i}`, `${prefix}.${i + 1}`)).statusCode);
  return statuses;
}

/** Time passes for the throttle: every remembered failure is `ms` older. */
const later = (ms: number) =>
  t.database.db.execute(sql`update rate_limits set last_at = last_at - ${`${ms} milliseconds`}::interval`);

describe('log-in throttling without lock-out', () => {
  it('wrong passwords from anywhere never lock the owner out: a device that logged in before logs in', async () => {
    const owner = await createLearner(t.app);
    const device = await knownDevice(owner, '203.0.113.50');
    for (let round = 0; round < 2; round += 1) {
      // An attacker spreads guesses over many addresses, again and again.
      for (const status of await spreadGuesses(owner.email, 14, `198.51.${round}`)) expect([401, 429]).toContain(status);
      expect((await login(owner.email, owner.password, '203.0.113.51', device)).statusCode).toBe(200);
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

  it('guesses spread over many addresses are slowed as one: every unknown device waits, a known one does not', async () => {
    const owner = await createLearner(t.app);
    const device = await knownDevice(owner, '203.0.113.60');
    const statuses = await spreadGuesses(owner.email, 14, '198.51.100');
    // The account's ten free failures, then every new address is told to wait.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    const stranger = await login(owner.email, owner.password, '203.0.113.77');
    expect(stranger.statusCode).toBe(429);
    expect(json(stranger).error).toMatch(/^Too many attempts for this account\./);
    expect((await login(owner.email, owner.password, '203.0.113.78', device)).statusCode).toBe(200);
  });

  it('a device cookie counts only for its own account, and a forged or altered one counts for nothing', async () => {
    const owner = await createLearner(t.app);
    const other = await createLearner(t.app);
    const othersDevice = await knownDevice(other, '203.0.113.90');
    const [value, signature] = [othersDevice.slice(0, othersDevice.lastIndexOf('.')), othersDevice.slice(othersDevice.lastIndexOf('.') + 1)];
    const [id] = value.split('.');
    await spreadGuesses(owner.email, 10, '198.51.101');
    for (const cookie of [othersDevice, `${id}.${signature}`, `${value}x.${signature}`, 'forged'])
      expect((await login(owner.email, owner.password, '203.0.113.91', cookie)).statusCode).toBe(429);
  });

  it('a known device that guesses wrong is slowed on its own, like any client', async () => {
    const owner = await createLearner(t.app);
    const device = await knownDevice(owner, '192.0.2.30');
    for (let i = 0; i < 3; i += 1) expect((await login(owner.email, 'wrong', '192.0.2.30', device)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password, '192.0.2.30', device)).statusCode).toBe(429);
    // Its failures were its own: the account is not slowed for anyone else.
    expect((await login(owner.email, owner.password, '192.0.2.31')).statusCode).toBe(200);
  });

  it('a password reset lets unknown devices in again after a spread attack', async () => {
    const owner = await createLearner(t.app);
    await spreadGuesses(owner.email, 12, '198.51.102');
    expect((await login(owner.email, owner.password, '203.0.113.95')).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: owner.email } });
    const resetToken = await resetTokenFor(t.database.db, owner.email);
    const newPassword = 'a fresh passphrase for spring';
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { resetToken, newPassword } });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, newPassword, '203.0.113.95')).statusCode).toBe(200);
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
