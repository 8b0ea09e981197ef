import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createLearner, createTestApp, json, uniqueEmail, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signup = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: payload as object });
const valid = () => ({ name: 'Ravi Kumar', email: uniqueEmail(), password: 'a long password', phone_no: '+91 98765 43210' });
const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

describe('POST /api/auth/signup', () => {
  it('creates the account with a 7-day trial, the time zone and an argon2id hash', async () => {
    const body = { ...valid(), timeZone: 'Asia/Kolkata' };
    const response = await signup(body);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ message: 'Signup successful! Redirecting...' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.timeZone).toBe('Asia/Kolkata');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const trialDays = ((row?.trialEndsAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(trialDays).toBeCloseTo(7, 5);
  });

  it.each([
    ['name', { name: '' }, 'Name is required.'],
    ['blank name', { name: '   ' }, 'Name is required.'],
    ['email', { email: '' }, 'Email is required.'],
    ['email format', { email: 'not-an-email' }, 'Please provide a valid email address.'],
    ['password', { password: '' }, 'Password is required.'],
    ['phone number', { phone_no: '' }, 'Phone number is required.'],
    ['phone format', { phone_no: 'call me' }, 'Please provide a valid phone number.'],
    ['time zone', { timeZone: 'Mars/Olympus' }, 'timeZone must be an IANA time zone such as Asia/Kolkata.'],
  ])('rejects a missing or bad %s with a clear 400 and writes nothing', async (_field, change, message) => {
    const before = await userCount();
    const response = await signup({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message });
    expect(await userCount()).toBe(before);
  });

  it('rejects a missing field entirely', async () => {
    const { phone_no: _omit, ...rest } = valid();
    const response = await signup(rest);
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Phone number is required.');
  });

  it('refuses a duplicate e-mail in any letter case', async () => {
    const first = valid();
    expect((await signup(first)).statusCode).toBe(201);
    const response = await signup({ ...valid(), email: first.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({ error: 'An account with this email already exists.' });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await signup({ ...valid(), name: 'x'.repeat(2_000_000) });
    expect(response.statusCode).toBe(413);
    expect(json(response).error).toBe('The request body is too large.');
  });
});

describe('POST /api/auth/login', () => {
  it('returns token and userId, and stores the browser time zone', async () => {
    const learner = await createLearner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: learner.email.toUpperCase(), password: learner.password, timeZone: 'Europe/Berlin' },
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ token: string; userId: string }>(response);
    expect(body.userId).toBe(learner.userId);
    expect(body.token.split('.')).toHaveLength(3);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, learner.userId));
    expect(row?.timeZone).toBe('Europe/Berlin');
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const learner = await createLearner(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: learner.email, password: 'wrong password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'whatever' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual({ error: 'Invalid email or password.' });
    expect(json(unknown)).toEqual(json(wrong));
  });

  it.each([
    [{ password: 'x' }, 'Email is required.'],
    [{ email: 'a@example.com' }, 'Password is required.'],
    [{ email: 'a@example.com', password: '' }, 'Password is required.'],
  ])('requires e-mail and password (%o)', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message });
  });
});

describe('GET /api/auth/', () => {
  it('returns the logged-in learner', async () => {
    const learner = await createLearner(t.app, { name: 'Meera Iyer' });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: learner.auth });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ id: learner.userId, name: 'Meera Iyer', email: learner.email });
    expect(response.body).not.toContain('password');
  });
});

describe('POST /api/auth/ping-db', () => {
  it('answers ok when the database is reachable', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/ping-db' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });
  });
});
