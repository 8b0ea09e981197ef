import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trialClaims, users } from '../../src/db/schema';
import { canonicalAddress } from '../../src/modules/auth/trial-claims';
import { createLearner, json, uniqueEmail, type TestApp } from '../helpers/app';
import type { FakeGoogle } from '../fakes/google-jwks';
import { useGoogleTestApp } from '../helpers/google-app';

let google: FakeGoogle;
let t: TestApp;
useGoogleTestApp((made) => ({ google, t } = made));

const TRIAL_USED =
  'Signup successful! This e-mail address has already had its free trial, so lessons unlock with Premium. Redirecting...';

const signup = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Ravi Kumar', email, password: 'a quiet orange kettle', phone_no: '+91 98765 43210' },
  });
const trialStatus = async (userId: string, token: string) =>
  json<{ isTrialActive: boolean }>(
    await t.app.inject({
      method: 'GET',
      url: `/api/auth/trial-status/${userId}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  ).isTrialActive;
const deleteAccount = async (token: string, confirmation: object) => {
  const response = await t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { authorization: `Bearer ${token}` },
    payload: confirmation,
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('one free trial per e-mail address', () => {
  it('gives an account made again after deletion no fresh trial, and says so at sign-up', async () => {
    const first = await createLearner(t.app);
    expect(await trialStatus(first.userId, first.token)).toBe(true);
    await deleteAccount(first.token, { password: first.password });

    const again = await signup(first.email.toUpperCase());
    expect(again.statusCode).toBe(201);
    expect(json(again).message).toBe(TRIAL_USED);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: first.email, password: 'a quiet orange kettle' },
    });
    const { token, userId } = json<{ token: string; userId: string }>(login);
    expect(await trialStatus(userId, token)).toBe(false);
    // Lessons now need Premium: the tutor's access check sends the learner to the payment screen.
    const today = await t.app.inject({
      method: 'GET',
      url: '/api/plan/learning-plan/today',
      headers: { authorization: `Bearer ${token}` },
    });
    expect([402, 404]).toContain(today.statusCode);
  });

  it('treats a +tag or Gmail dots as the same address', async () => {
    expect(canonicalAddress(' Asha.Rao+trial2@GoogleMail.com ')).toBe('asharao@gmail.com');
    expect(canonicalAddress('asha+x@example.com')).toBe('asha@example.com');
    expect(canonicalAddress('a.sha@example.com')).toBe('a.sha@example.com');
    const email = uniqueEmail('tagged');
    const first = await createLearner(t.app, { email });
    await deleteAccount(first.token, { password: first.password });
    const tagged = email.replace('@', '+again@');
    expect(json(await signup(tagged)).message).toBe(TRIAL_USED);
  });

  it('gives a new address its trial', async () => {
    const response = await signup(uniqueEmail('fresh'));
    expect(json(response).message).toBe('Signup successful! Redirecting...');
  });

  it('remembers Google accounts too', async () => {
    const email = uniqueEmail('google-trial');
    const signIn = async (sub: string) =>
      json<{ token: string; userId: string }>(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/google-login',
          payload: { token: await google.sign({ sub, email }) },
        }),
      );
    const first = await signIn(`g-${email}`);
    expect(await trialStatus(first.userId, first.token)).toBe(true);
    await deleteAccount(first.token, { googleToken: await google.sign({ sub: `g-${email}`, email }) });
    const second = await signIn(`g-${email}`);
    expect(second.userId).not.toBe(first.userId);
    expect(await trialStatus(second.userId, second.token)).toBe(false);
  });

  it('keeps only a keyed hash: no address, and not a plain hash of one', async () => {
    const learner = await createLearner(t.app);
    const rows = await t.database.db.select().from(trialClaims);
    expect(rows.length).toBeGreaterThan(0);
    const plain = createHash('sha256').update(learner.email).digest('hex');
    for (const row of rows) {
      expect(row.addressHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.addressHash).not.toBe(plain);
      expect(JSON.stringify(row)).not.toContain('@');
    }
    // The claim outlives the account, and the account row is gone.
    await deleteAccount(learner.token, { password: learner.password });
    expect(await t.database.db.select().from(users).where(eq(users.id, learner.userId))).toHaveLength(0);
    expect((await t.database.db.select().from(trialClaims)).length).toBe(rows.length);
  });
});
