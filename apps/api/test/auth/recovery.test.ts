import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reminderAddressConfirmations, reminderPreferences } from '../../src/db/schema';
import type { FakeGoogle } from '../fakes/google-jwks';
import { useGoogleTestApp } from '../helpers/google-app';
import { createLearner, uniqueEmail, type Learner, type TestApp } from '../helpers/app';
import { mailsTo, resetTokenFor, waitForMail } from '../helpers/outbox';
import { scheduleFor } from '../reminders/helpers';

let google: FakeGoogle;
let t: TestApp;
useGoogleTestApp((made) => ({ google, t } = made));

/** Someone signs the owner's address up (never confirmed) and points daily reminders at their own inbox and phone. */
async function squat(): Promise<Learner> {
  const squatter = await createLearner(t.app, { email: uniqueEmail('owner') });
  await scheduleFor(t, squatter, { email: 'squatter@example.net', phone: '+44 7700 900123' });
  expect(await remindersOf(squatter.userId)).toEqual({ preferences: 1, addresses: 2 });
  return squatter;
}

async function remindersOf(userId: string) {
  const db = t.database.db;
  const preferences = await db
    .select()
    .from(reminderPreferences)
    .where(eq(reminderPreferences.userId, userId));
  const addresses = await db
    .select()
    .from(reminderAddressConfirmations)
    .where(eq(reminderAddressConfirmations.userId, userId));
  return { preferences: preferences.length, addresses: addresses.length };
}

async function resetTo(email: string, newPassword: string) {
  const isReset = (mail: { subject: string }) => mail.subject.includes('Reset');
  const before = (await mailsTo(t.database.db, email)).filter(isReset).length;
  await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
  // The reset mail is queued after the answer: wait for this one, not an earlier (used) link.
  await waitForMail(t.database.db, email, () => true);
  for (let i = 0; i < 250 && (await mailsTo(t.database.db, email)).filter(isReset).length === before; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const resetToken = await resetTokenFor(t.database.db, email);
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { resetToken, newPassword },
  });
  expect(reset.statusCode).toBe(200);
}

describe('an owner who recovers an account gets rid of what the squatter set up', () => {
  it('Google taking over an unverified account removes its reminders and their addresses, and says so', async () => {
    const squatter = await squat();
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google-login',
      payload: {
        token: await google.sign({ sub: `g-${squatter.userId}`, email: squatter.email, name: 'Owner' }),
      },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await remindersOf(squatter.userId)).toEqual({ preferences: 0, addresses: 0 });
    const [notice] = await waitForMail(t.database.db, squatter.email, (mail) =>
      mail.subject.includes('yours alone'),
    );
    expect(notice?.text).toContain('the daily reminders and reminder addresses set on it were removed');
  });

  it('a reset of an unverified account removes them too, and the password-changed mail says so', async () => {
    const squatter = await squat();
    await resetTo(squatter.email, 'the owner takes it back 7');
    expect(await remindersOf(squatter.userId)).toEqual({ preferences: 0, addresses: 0 });
    const mails = await waitForMail(t.database.db, squatter.email, (mail) =>
      mail.subject.includes('was changed'),
    );
    expect(mails.find((mail) => mail.subject.includes('was changed'))?.text).toContain(
      'The daily reminders and reminder addresses set on this account before you proved this address were removed',
    );
  });

  it('a reset of a verified account keeps its owner’s own reminders', async () => {
    const learner = await squat();
    const password = 'first reset proves the address 8';
    await resetTo(learner.email, password);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: learner.email, password },
    });
    const { token } = login.json<{ token: string }>();
    const owner = { ...learner, token, auth: { authorization: `Bearer ${token}` } };
    await scheduleFor(t, owner, { email: 'mine@example.net', phone: '+44 7700 900456' });
    await resetTo(learner.email, 'a second reset keeps them 9');
    expect(await remindersOf(owner.userId)).toEqual({ preferences: 1, addresses: 2 });
  });
});
