import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetReminderResponse, SetReminderResponse } from '@pathwise/contract';
import {
  mailOutbox,
  reminderAddressConfirmations,
  reminderDeliveries,
  reminderPreferences,
  users,
  whatsappOutbox,
} from '../../src/db/schema';
import { createLearner, createTestApp, json, type Learner, type TestApp } from '../helpers/app';
import { dispatcherFor, saveReminder, validPrefs } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Text an attacker would like to relay to a stranger: it must never reach the unconfirmed address.
const SPAM_NAME = 'WIN A PRIZE at evil.example';
const SPAM_TOPIC = 'Call +1 900 555 0100 now';

let counter = 0;
const fresh = () => {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  return { email: `stranger.${stamp}@example.com`, digits: `4477009${stamp.slice(-5)}` };
};

const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
const whatsappTo = (digits: string) =>
  t.database.db
    .select()
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.to, digits))
    .orderBy(desc(whatsappOutbox.createdAt));
const tokenIn = (text: string) => /\/api\/dailyreminder\/confirm\?token=([\w-]+)/.exec(text)?.[1] ?? '';
const confirmUrl = (token: string) => `/api/dailyreminder/confirm?token=${encodeURIComponent(token)}`;
const deliveries = (userId: string) =>
  t.database.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId));

/** A learner who saved reminders to an address and number that are not theirs (or not yet confirmed). */
async function saveToStranger(overrides: Record<string, unknown> = {}) {
  const learner = await createLearner(t.app, { timeZone: 'Asia/Kolkata' });
  const { email, digits } = fresh();
  const response = await saveReminder(
    t,
    learner,
    validPrefs({ email, phone: `+${digits}`, userName: SPAM_NAME, courseTopic: SPAM_TOPIC, ...overrides }),
  );
  expect(response.statusCode).toBe(200);
  const body = json<SetReminderResponse>(response);
  return { learner, email, digits, body, due: new Date(new Date(body.nextReminderAt ?? 0).getTime() + 1000) };
}

const confirmThrough = async (token: string) => t.app.inject({ method: 'POST', url: confirmUrl(token) });

describe('double opt-in of reminder addresses', () => {
  it('sends a link worded by the app alone to an unconfirmed e-mail and WhatsApp number, and no reminder until it is opened', async () => {
    const { learner, email, digits, body, due } = await saveToStranger();
    expect(body.message).toBe('Reminder preferences updated successfully! Keep pushing! 🚀');
    expect(body.confirmation).toEqual({ email: 'pending', whatsapp: 'pending' });

    const [mail, ...moreMails] = await mailsTo(email);
    expect(moreMails).toHaveLength(0);
    expect(mail?.subject).toBe('Confirm your Pathwise daily reminders');
    expect(tokenIn(mail?.text ?? '')).not.toBe('');
    const [message, ...moreMessages] = await whatsappTo(digits);
    expect(moreMessages).toHaveLength(0);
    expect(message?.template).toBe('reminder_opt_in');
    expect(message?.parameters).toEqual([
      expect.stringMatching(/^https:\/\/learn\.example\.test\/api\/dailyreminder\/confirm\?token=/),
    ]);
    for (const text of [mail?.subject, mail?.text, mail?.html, message?.body, ...(message?.parameters ?? [])])
      for (const typed of [SPAM_NAME, SPAM_TOPIC, 'WIN', 'evil']) expect(text ?? '').not.toContain(typed);

    const report = await dispatcherFor(t).runOnce(due);
    expect(report).toMatchObject({ due: 1, emails: 0, whatsapp: 0 });
    expect(await deliveries(learner.userId)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await whatsappTo(digits)).toHaveLength(1);
    // The schedule moved on: the learner is not picked again every minute.
    const [prefs] = await t.database.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.userId, learner.userId));
    expect(prefs?.nextDueAt?.getTime()).toBeGreaterThan(due.getTime());
  });

  it('a confirmation link works once: GET shows a button and changes nothing, POST confirms, then 400; reminders go to that address only', async () => {
    const { learner, email, digits } = await saveToStranger();
    const token = tokenIn((await mailsTo(email))[0]?.text ?? '');

    const page = await t.app.inject({ method: 'GET', url: confirmUrl(token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Confirm reminders');
    expect(page.body).toContain(`action="${confirmUrl(token)}"`);
    const status = async () =>
      json<GetReminderResponse>(
        await t.app.inject({ method: 'GET', url: '/api/dailyreminder', headers: learner.auth }),
      ).confirmation;
    expect(await status()).toEqual({ email: 'pending', whatsapp: 'pending' });

    const first = await confirmThrough(token);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Reminders confirmed');
    expect(await status()).toEqual({ email: 'confirmed', whatsapp: 'pending' });
    for (const method of ['GET', 'POST'] as const) {
      const again = await t.app.inject({ method, url: confirmUrl(token) });
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain('This link does not work');
    }

    const [prefs] = await t.database.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.userId, learner.userId));
    const report = await dispatcherFor(t).runOnce(
      new Date((prefs?.nextDueAt ?? new Date()).getTime() + 1000),
    );
    expect(report).toMatchObject({ due: 1, emails: 1, whatsapp: 0 });
    expect((await deliveries(learner.userId)).map((row) => row.channel)).toEqual(['email']);

    // The WhatsApp link, opened, lets WhatsApp reminders through too.
    const whatsappToken = tokenIn((await whatsappTo(digits))[0]?.body ?? '');
    expect((await confirmThrough(whatsappToken)).statusCode).toBe(200);
    expect(await status()).toEqual({ email: 'confirmed', whatsapp: 'confirmed' });
  });

  it('answers 400 with the same page for a forged, truncated, expired or missing token, and confirms nothing', async () => {
    const { learner, email } = await saveToStranger();
    const token = tokenIn((await mailsTo(email))[0]?.text ?? '');
    for (const bad of [
      'forged-token-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      token.slice(0, -2),
      '',
      'A'.repeat(300),
    ])
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({ method, url: confirmUrl(bad) });
        expect(response.statusCode, `${method} ${bad.slice(0, 12)}`).toBe(400);
        expect(response.body).toContain('This link does not work');
      }
    expect((await t.app.inject({ method: 'POST', url: '/api/dailyreminder/confirm' })).statusCode).toBe(400);

    await t.database.db
      .update(reminderAddressConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reminderAddressConfirmations.userId, learner.userId));
    expect((await t.app.inject({ method: 'GET', url: confirmUrl(token) })).statusCode).toBe(400);
    expect((await confirmThrough(token)).statusCode).toBe(400);
    const confirmed = await t.database.db
      .select()
      .from(reminderAddressConfirmations)
      .where(
        and(
          eq(reminderAddressConfirmations.userId, learner.userId),
          isNull(reminderAddressConfirmations.confirmedAt),
        ),
      );
    expect(confirmed).toHaveLength(2);
  });

  it("needs no link for the account's verified e-mail, but does for an unverified one", async () => {
    const learner: Learner = await createLearner(t.app);
    const { digits } = fresh();
    const unverified = json<SetReminderResponse>(
      await saveReminder(t, learner, validPrefs({ email: learner.email, phone: `+${digits}` })),
    );
    expect(unverified.confirmation.email).toBe('pending');
    expect(
      (await mailsTo(learner.email)).filter(
        (mail) => mail.subject === 'Confirm your Pathwise daily reminders',
      ),
    ).toHaveLength(1);

    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, learner.userId));
    const verified = json<SetReminderResponse>(
      await saveReminder(t, learner, validPrefs({ email: learner.email.toUpperCase(), phone: `+${digits}` })),
    );
    expect(verified.confirmation).toEqual({ email: 'confirmed', whatsapp: 'pending' });
  });

  it('saving again soon sends no second link; a learner gets a few links a day at most', async () => {
    const { learner, email, digits } = await saveToStranger();
    await saveReminder(t, learner, validPrefs({ email, phone: `+${digits}`, reminderTime: '10:00' }));
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await whatsappTo(digits)).toHaveLength(1);

    // Two links went out (e-mail and WhatsApp); three more addresses fill the day's five.
    const sent: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const other = fresh().email;
      sent.push(other);
      const response = await saveReminder(t, learner, validPrefs({ email: other, phone: `+${digits}` }));
      expect(json<SetReminderResponse>(response).confirmation.email).toBe('pending');
    }
    const counts = await Promise.all(sent.map(async (address) => (await mailsTo(address)).length));
    expect(counts).toEqual([1, 1, 1, 0]);
  });

  it('counts one mailbox however it is spelt: +tags and letter case share its three links a day', async () => {
    const stamp = `${Date.now()}`;
    const spellings = [
      `victim.${stamp}+a@example.com`,
      `Victim.${stamp}+b@Example.com`,
      `VICTIM.${stamp}@EXAMPLE.COM`,
      `victim.${stamp}+d@example.com`,
    ];
    for (const email of spellings) {
      const learner = await createLearner(t.app, { timeZone: 'Asia/Kolkata' });
      expect(
        (await saveReminder(t, learner, validPrefs({ email, whatsappreminder: false }))).statusCode,
      ).toBe(200);
    }
    const counts = await Promise.all(
      spellings.map(async (email) => (await mailsTo(email.trim().toLowerCase())).length),
    );
    expect(counts).toEqual([1, 1, 1, 0]);
  });

  it('a WhatsApp STOP takes the confirmation back: re-saving the number asks again', async () => {
    const { learner, digits } = await saveToStranger();
    const token = tokenIn((await whatsappTo(digits))[0]?.body ?? '');
    expect((await confirmThrough(token)).statusCode).toBe(200);
    const { optOutWhatsApp } = await import('../../src/modules/reminders/preferences');
    await optOutWhatsApp(t.database.db, digits);
    await t.database.db.update(reminderAddressConfirmations).set({ sentAt: new Date(0) });
    const again = json<SetReminderResponse>(
      await saveReminder(t, learner, validPrefs({ phone: `+${digits}` })),
    );
    expect(again.confirmation.whatsapp).toBe('pending');
  });
});

describe('WhatsApp opt-ins across every learner', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ WHATSAPP_OPT_INS_PER_HOUR: '3' });
  });
  afterAll(async () => capped.close());

  it('sends at most WHATSAPP_OPT_INS_PER_HOUR paid templates an hour, whoever asks', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const learner = await createLearner(capped.app, { timeZone: 'Asia/Kolkata' });
      const { digits } = fresh();
      numbers.push(digits);
      const saved = await saveReminder(
        capped,
        learner,
        validPrefs({ phone: `+${digits}`, emailreminder: false }),
      );
      expect(saved.statusCode).toBe(200);
    }
    const sent = await capped.database.db
      .select()
      .from(whatsappOutbox)
      .where(inArray(whatsappOutbox.to, numbers));
    expect(sent).toHaveLength(3);
  });
});
