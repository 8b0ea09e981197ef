import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../src/db/schema';
import { createLearner, createTestApp, json, uniqueEmail, type TestApp } from '../helpers/app';
import { mailsTo, resetTokenFor, waitForMail } from '../helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
const reset = (resetToken: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { resetToken, newPassword } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('password reset', () => {
  it('mails a link built from APP_URL, stores only the hash, and answers the same for unknown e-mails', async () => {
    const learner = await createLearner(t.app);
    const known = await requestReset(learner.email);
    const unknown = await requestReset(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(200);
    expect(json(known)).toEqual(json(unknown));
    expect(json(known).message).toBe('If an account exists for that email, a password reset link has been sent.');

    const isReset = (candidate: { subject: string }) => candidate.subject.includes('Reset');
    const mail = (await waitForMail(t.database.db, learner.email, isReset)).find(isReset);
    expect(mail?.text).toMatch(/^[\s\S]*https:\/\/learn\.example\.test\/reset-password\/[\w-]{43}/);
    const token = await resetTokenFor(t.database.db, learner.email);
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('never builds the link from the Host header', async () => {
    const learner = await createLearner(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: learner.email },
    });
    const isReset = (candidate: { subject: string }) => candidate.subject.includes('Reset');
    const mail = (await waitForMail(t.database.db, learner.email, isReset)).find(isReset);
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.text).toContain('https://learn.example.test/reset-password/');
  });

  it('sets the new password once, revokes every session and sends a notice', async () => {
    const learner = await createLearner(t.app);
    await requestReset(learner.email);
    const token = await resetTokenFor(t.database.db, learner.email);

    const response = await reset(token, 'brand new password');
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Your password has been reset. You can now log in.');

    expect((await login(learner.email, learner.password)).statusCode).toBe(401);
    expect((await login(learner.email, 'brand new password')).statusCode).toBe(200);

    const old = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: learner.auth });
    expect(old.statusCode).toBe(401);
    expect(json(old).error).toBe('Your session has ended. Please log in again.');

    const mails = await mailsTo(t.database.db, learner.email);
    expect(mails.map((mail) => mail.subject)).toContain('Your Pathwise password was changed');

    const again = await reset(token, 'third password');
    expect(again.statusCode).toBe(400);
    expect(json(again).error).toBe('This reset link is invalid or has expired. Please request a new one.');
    expect((await login(learner.email, 'third password')).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const learner = await createLearner(t.app);
    await requestReset(learner.email);
    const token = await resetTokenFor(t.database.db, learner.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, learner.userId));
    const response = await reset(token, 'new password');
    expect(response.statusCode).toBe(400);
    expect((await login(learner.email, learner.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token and validates its inputs', async () => {
    expect((await reset('made-up-token', 'new password')).statusCode).toBe(400);
    const noPassword = await reset('some-token', '');
    expect(noPassword.statusCode).toBe(400);
    expect(json(noPassword).error).toBe('New password is required.');
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'x' },
    });
    expect(json(noToken).error).toBe('Reset token is required.');
    const noEmail = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: {} });
    expect(noEmail.statusCode).toBe(400);
    expect(json(noEmail).error).toBe('Email is required.');
  });
});
