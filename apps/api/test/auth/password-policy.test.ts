import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { commonPasswordCount, passwordProblem } from '../../src/modules/auth/password-policy';
import { createLearner, createTestApp, json, uniqueEmail, type TestApp } from '../helpers/app';
import { resetTokenFor } from '../helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TOO_SHORT = 'Password must be at least 8 characters.';
const TOO_COMMON =
  'This password is too common: it appears in lists of leaked passwords. Please choose a less common one.';
const TOO_SIMPLE =
  'This password is too easy to guess: it repeats a character or runs in order (aaaaaaaa, abcdefgh, 12345678). Please choose another.';
const LOOKS_LIKE_EMAIL =
  'Your password must not contain your e-mail address or its name part. Please choose another.';

const signup = (password: string, email = uniqueEmail('policy')) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Ravi Kumar', email, password, phone_no: '+91 98765 43210' },
  });

describe('password policy', () => {
  it('ships a list of several thousand common passwords and checks it offline', () => {
    expect(commonPasswordCount()).toBeGreaterThan(5_000);
    expect(passwordProblem('password1')).toBe(TOO_COMMON);
    expect(passwordProblem('QWERTY123')).toBe(TOO_COMMON);
    expect(passwordProblem('seven77')).toBe(TOO_SHORT);
    // Characters, not UTF-16 units: four emoji are four characters.
    expect(passwordProblem('🔑🔑🔑🔑')).toBe(TOO_SHORT);
    expect(passwordProblem('a quiet orange kettle')).toBeNull();
    // Real passwords that only look like the refused shapes still pass.
    for (const fine of ['Tr0ub4dor&3', 'xK9#mQ2$vL', 'learning-is-fun', 'चाय पीने चलें', 'abcdefgh1'])
      expect(passwordProblem(fine, 'asha.learner@example.com'), fine).toBeNull();
  });

  it.each([
    ['shorter than 8 characters', 'seven77', TOO_SHORT],
    ['a common password', 'password1', TOO_COMMON],
    ['a common password in other letter case', 'Baseball', TOO_COMMON],
    ['eight spaces', '        ', TOO_SIMPLE],
    ['one character repeated', 'aaaaaaaa', TOO_SIMPLE],
    ['two characters taking turns', 'abababab', TOO_SIMPLE],
    ['letters in order', 'abcdefgh', TOO_SIMPLE],
    ['digits in reverse order', '87654321', TOO_SIMPLE],
    ['a listed password with look-alike characters and a symbol', 'Passw0rd!', TOO_COMMON],
    ['a listed password with a symbol added', 'monkey123!', TOO_COMMON],
    ['the e-mail address itself', 'EMAIL', LOOKS_LIKE_EMAIL],
    ['the e-mail address’s name part with a year', 'NAME2024', LOOKS_LIKE_EMAIL],
  ])('refuses a sign-up with %s and creates nothing', async (_case, given, message) => {
    const email = uniqueEmail('policy');
    const password = given.replace('EMAIL', email).replace('NAME', email.split('@')[0] ?? '');
    const response = await signup(password, email);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('keeps SPEC’s message for an empty password', async () => {
    expect(json(await signup(''))).toEqual({ error: 'Password is required.' });
  });

  it.each([
    ['shorter than 8 characters', 'short1', TOO_SHORT],
    ['a common password', 'iloveyou1', TOO_COMMON],
    ['the account’s own e-mail address', 'EMAIL', LOOKS_LIKE_EMAIL],
  ])('refuses a reset to %s and leaves the link usable', async (_case, given, message) => {
    const learner = await createLearner(t.app);
    const newPassword = given.replace('EMAIL', learner.email.toUpperCase());
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: learner.email },
    });
    const resetToken = await resetTokenFor(t.database.db, learner.email);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { resetToken, newPassword },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ error: message });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { resetToken, newPassword: 'a quiet orange kettle' },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('still logs in an account whose password predates the rule', async () => {
    const learner = await createLearner(t.app);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: learner.email, password: 'short' },
    });
    expect(short.statusCode).toBe(401);
    expect(json(short)).toEqual({ error: 'Invalid email or password.' });
  });
});
