import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens, users } from '../../src/db/schema';
import { welcomeVerifyMail } from '../../src/modules/mail/templates';
import { createLearner, createTestApp, json, type Learner, type TestApp } from '../helpers/app';
import { verifyTokenFor, waitForMail } from '../helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const me = async (learner: Learner) =>
  json<{ emailVerified: boolean }>(
    await t.app.inject({ method: 'GET', url: '/api/auth/', headers: learner.auth }),
  );

describe('e-mail verification', () => {
  it('mails a welcome with a link built from APP_URL and stores only its hash', async () => {
    const learner = await createLearner(t.app);
    const [mail] = await waitForMail(t.database.db, learner.email, (row) => row.subject.includes('Welcome'));
    expect(mail?.subject).toBe('Welcome to Pathwise: please confirm your e-mail address');
    expect(mail?.text).toMatch(/https:\/\/learn\.example\.test\/verify-email\/[\w-]{43}/);
    const token = await verifyTokenFor(t.database.db, learner.email);
    const rows = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, learner.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toBe(token);
  });

  it('says what is true at sign-up: no plan yet, the next step is choosing a goal', async () => {
    const learner = await createLearner(t.app);
    const [mail] = await waitForMail(t.database.db, learner.email, (row) => row.subject.includes('Welcome'));
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain('Your 7-day free trial has started.');
      expect(body).toContain('Your next step: choose a goal');
      expect(body).not.toMatch(/plan is (built|ready)/);
    }
    expect(mail?.text).toContain('Choose your goal here: https://learn.example.test/learning-plan');
    expect(mail?.html).toContain('<a href="https://learn.example.test/learning-plan">Choose your goal</a>');
  });

  it('does not promise a trial to an address that already had one', () => {
    const mail = welcomeVerifyMail('a@example.com', 'Asha', 'https://x.test/verify-email/t', {
      planUrl: 'https://x.test/learning-plan',
      trialActive: false,
    });
    expect(mail.text).not.toContain('trial has started');
    expect(mail.text).toContain(
      'This address has had its free trial before, so the lessons open with Premium.',
    );
    expect(mail.text).toContain('Your next step: choose a goal');
  });

  it('keeps the trial while unverified, and the link verifies the address once', async () => {
    const learner = await createLearner(t.app);
    expect((await me(learner)).emailVerified).toBe(false);
    const trial = await t.app.inject({
      method: 'GET',
      url: `/api/auth/trial-status/${learner.userId}`,
      headers: learner.auth,
    });
    expect(json(trial).isTrialActive).toBe(true);

    const token = await verifyTokenFor(t.database.db, learner.email);
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Your e-mail address is verified. Thank you!' });
    expect((await me(learner)).emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({
      message: 'This e-mail address is already verified: this link was used before. Nothing more to do.',
      alreadyVerified: true,
    });
  });

  it('says "already verified" only for a used link of a verified account, never for other tokens', async () => {
    const invalid = { error: 'This verification link is invalid or has expired. Please request a new one.' };
    const unknown = await verify('made-up-token-made-up-token');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toEqual(invalid);

    // Used, but the account's address is not verified (any more): no claim about it.
    const learner = await createLearner(t.app);
    const token = await verifyTokenFor(t.database.db, learner.email);
    expect((await verify(token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, learner.userId));
    const unverified = await verify(token);
    expect(unverified.statusCode).toBe(400);
    expect(json(unverified)).toEqual(invalid);

    // Verified by another way (a newer link), while this link was never used and has expired.
    const other = await createLearner(t.app);
    const oldToken = await verifyTokenFor(t.database.db, other.email);
    await t.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(emailVerificationTokens.userId, other.userId));
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, other.userId));
    const expired = await verify(oldToken);
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toEqual(invalid);
  });

  it('refuses an unknown or expired link', async () => {
    expect((await verify('made-up-token-made-up-token')).statusCode).toBe(400);
    const learner = await createLearner(t.app);
    const token = await verifyTokenFor(t.database.db, learner.email);
    await t.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(emailVerificationTokens.userId, learner.userId));
    expect((await verify(token)).statusCode).toBe(400);
    expect((await me(learner)).emailVerified).toBe(false);
  });

  it('sends a new link on request, to the logged-in learner only', async () => {
    const learner = await createLearner(t.app);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: learner.auth,
    });
    expect(resend.statusCode).toBe(200);
    expect(json(resend).message).toBe(`We sent a new verification link to ${learner.email}.`);
    const mails = await waitForMail(t.database.db, learner.email, () => true);
    expect(mails.filter((mail) => mail.subject.includes('confirm')).length).toBe(2);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(
      401,
    );
  });

  it('counts a used password-reset link as proof of the address', async () => {
    const learner = await createLearner(t.app);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, learner.userId));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: learner.email },
    });
    const { resetTokenFor } = await import('../helpers/outbox');
    const resetToken = await resetTokenFor(t.database.db, learner.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { resetToken, newPassword: 'a quiet orange kettle' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, learner.userId));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
