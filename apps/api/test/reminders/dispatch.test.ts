import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, reminderPreferences } from '../../src/db/schema';
import { addDays, localDateOf } from '../../src/lib/local-date';
import { createLearner, createTestApp, type TestApp } from '../helpers/app';
import { twilioProvider } from '../../src/modules/reminders/whatsapp/twilio';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fakes/whatsapp-server';
import { deliveriesOf, dispatcherFor, readMail, scheduleFor, seedCompletion, seedPlan, startSmtp } from './helpers';

const smtp = startSmtp();
let meta: FakeWhatsApp;
let t: TestApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp();
  const port = await smtp.listen();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    WHATSAPP_PROVIDER: 'meta',
    WHATSAPP_TOKEN: meta.token,
    WHATSAPP_PHONE_NUMBER_ID: meta.phoneNumberId,
    WHATSAPP_BASE_URL: meta.url,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await meta.close();
});

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out');
};

let phoneCounter = 0;
/** A learner with their own e-mail address and WhatsApp number, so tests never see each other's messages. */
async function learnerWithPrefs(overrides: Record<string, unknown> = {}) {
  const learner = await createLearner(t.app, { timeZone: 'Asia/Kolkata' });
  // The sign-up's welcome mail is not what these tests count (the mailer may already have sent it).
  await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, learner.email));
  const digits = `9198${String(Date.now()).slice(-6)}${String((phoneCounter += 1)).padStart(2, '0')}`;
  const due = await scheduleFor(t, learner, { email: learner.email, phone: `+${digits}`, ...overrides });
  return { learner, digits, due, date: localDateOf(due, 'Asia/Kolkata') };
}
/** Reminder mail received for an address: everything but the sign-up's welcome mail. */
const remindersTo = (email: string) =>
  smtp.to(email).filter((message) => !readMail(message.raw).header('Subject')?.startsWith('Welcome to Pathwise'));
const metaTo = (digits: string) => meta.accepted.filter((request) => (request.body as { to?: string }).to === digits);
const mailRow = async (id: string | null | undefined) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id ?? '')))[0];

describe('a due learner', () => {
  it('gets exactly one e-mail (over SMTP) and one WhatsApp template message, then nothing more that day', async () => {
    const { learner, digits, due, date } = await learnerWithPrefs();
    const planId = await seedPlan(t.database.db, learner.userId, ['JSX basics', 'State with useState', 'Effects']);
    await seedCompletion(t.database.db, planId, learner.userId, 1, addDays(date, -1));

    const report = await dispatcherFor(t).runOnce(due);
    expect(report).toMatchObject({ due: 1, skipped: 0, emails: 1, whatsapp: 1, sent: 1, failed: 0 });
    await t.app.mailer.deliverDue();
    await waitFor(() => remindersTo(learner.email).length === 1);

    const mail = readMail(remindersTo(learner.email)[0]?.raw ?? '');
    expect(mail.header('Subject')).toBe('Asha, keep your 1-day streak: Day 2: State with useState');
    expect(mail.header('List-Unsubscribe')).toMatch(/^<https:\/\/learn\.example\.test\/api\/dailyreminder\/unsubscribe\?token=[\w.-]+>$/);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.body).toContain("Today's lesson is Day 2: State with useState.");
    expect(mail.body).toContain('Your 1-day streak ends at midnight unless you finish it today.');
    expect(mail.body).toContain('https://learn.example.test/Tutor');
    expect(mail.body).toContain('Content-Type: text/html');
    expect(mail.body).toMatch(/>Unsubscribe<\/a>/);

    const [request, ...more] = metaTo(digits);
    expect(more).toHaveLength(0);
    expect(request?.path).toBe(`/${meta.phoneNumberId}/messages`);
    expect(request?.headers.authorization).toBe(`Bearer ${meta.token}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      to: digits,
      type: 'template',
      template: {
        name: 'daily_lesson_reminder',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha' },
              { type: 'text', text: 'State with useState' },
              { type: 'text', text: '1' },
            ],
          },
        ],
      },
    });

    const deliveries = await deliveriesOf(t.database.db, learner.userId);
    expect(deliveries).toHaveLength(2);
    const email = deliveries.find((row) => row.channel === 'email');
    expect(email).toMatchObject({ localDate: date, status: 'queued', recipient: learner.email });
    expect((await mailRow(email?.mailId))?.status).toBe('sent');
    expect(deliveries.find((row) => row.channel === 'whatsapp')).toMatchObject({ status: 'sent', attempts: 1, localDate: date });
    expect(deliveries.find((row) => row.channel === 'whatsapp')?.providerMessageId).toMatch(/^wamid\./);

    // Later the same day, again and again: nothing more.
    const dispatcher = dispatcherFor(t);
    for (const later of [due, new Date(due.getTime() + 60_000), new Date(due.getTime() + 3600_000)]) await dispatcher.runOnce(later);
    await t.app.mailer.deliverDue();
    expect(remindersTo(learner.email)).toHaveLength(1);
    expect(metaTo(digits)).toHaveLength(1);

    // The next one is tomorrow at 09:00 in Kolkata (03:30 UTC).
    const [prefs] = await t.database.db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, learner.userId));
    expect(prefs?.dueLocalDate).toBe(addDays(date, 1));
    expect(prefs?.nextDueAt?.toISOString()).toBe(`${addDays(date, 1)}T03:30:00.000Z`);
  });
});

describe('Twilio', () => {
  it('sends form-encoded From/To/Body with whatsapp: addresses and Basic auth', async () => {
    const { learner, digits, due } = await learnerWithPrefs({ emailreminder: false });
    const { twilio } = meta;
    const provider = twilioProvider({ baseUrl: meta.url, accountSid: twilio.sid, authToken: twilio.authToken, from: twilio.from, timeoutMs: 5000 });
    const report = await dispatcherFor(t, { whatsapp: provider }).runOnce(due);
    expect(report.sent).toBe(1);
    const [request, ...more] = meta.accepted.filter((entry) => (entry.body as { To?: string }).To === `whatsapp:+${digits}`);
    expect(more).toHaveLength(0);
    expect(request?.path).toBe(`/2010-04-01/Accounts/${twilio.sid}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${twilio.sid}:${twilio.authToken}`).toString('base64')}`);
    expect(request?.body).toEqual({
      From: 'whatsapp:+14155238886',
      To: `whatsapp:+${digits}`,
      Body: "Hi Asha! Today's focus: React. Finish it today to start your streak. https://learn.example.test/Tutor\nReply STOP to stop WhatsApp reminders.",
    });
    expect((await deliveriesOf(t.database.db, learner.userId))[0]?.providerMessageId).toMatch(/^SM/);
  });
});

describe('failures', () => {
  it('SMTP down: the mail is retried later and delivered once; the reminder is never queued twice', async () => {
    const { learner, due } = await learnerWithPrefs({ whatsappreminder: false });
    smtp.setRefuse(true);
    try {
      await dispatcherFor(t).runOnce(due);
      await t.app.mailer.deliverDue();
      const [delivery] = await deliveriesOf(t.database.db, learner.userId);
      await waitFor(async () => (await mailRow(delivery?.mailId))?.attempts === 1);
      expect(await mailRow(delivery?.mailId)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('try again later') });
      // The dispatcher runs again meanwhile: still one delivery, one mail.
      await dispatcherFor(t).runOnce(new Date(due.getTime() + 60_000));
      expect(await deliveriesOf(t.database.db, learner.userId)).toHaveLength(1);
      expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, learner.email))).toHaveLength(1);
    } finally {
      smtp.setRefuse(false);
    }
    await t.database.db.execute(sql`update mail_outbox set next_attempt_at = now() where "to" = ${learner.email}`);
    await Promise.all([t.app.mailer.deliverDue(), t.app.mailer.deliverDue()]);
    expect(remindersTo(learner.email)).toHaveLength(1);
    const [delivery] = await deliveriesOf(t.database.db, learner.userId);
    expect(await mailRow(delivery?.mailId)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('WhatsApp API down: retried with backoff, then sent once', async () => {
    const { learner, digits, due } = await learnerWithPrefs({ emailreminder: false });
    meta.failNext(1, 500);
    const first = await dispatcherFor(t).runOnce(due);
    expect(first).toMatchObject({ whatsapp: 1, sent: 0, retried: 1 });
    const [waiting] = await deliveriesOf(t.database.db, learner.userId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('answered 500: An unknown error has occurred.');
    // Backoff from the injected clock (plus the real milliseconds the pass took).
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(due.getTime() + 30_000);
    expect(waiting?.nextAttemptAt.getTime()).toBeLessThan(due.getTime() + 31_000);

    expect((await dispatcherFor(t).runOnce(new Date(due.getTime() + 10_000))).sent).toBe(0); // not yet due
    const [a, b] = [dispatcherFor(t), dispatcherFor(t)];
    const later = new Date(due.getTime() + 31_000);
    const reports = await Promise.all([a.runOnce(later), b.runOnce(later)]);
    expect(reports[0].sent + reports[1].sent).toBe(1);
    expect(metaTo(digits)).toHaveLength(1);
    expect((await deliveriesOf(t.database.db, learner.userId))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after a bounded number of tries and keeps the error', async () => {
    const { learner, digits, due } = await learnerWithPrefs({ emailreminder: false });
    meta.failNext(10, 503);
    const dispatcher = dispatcherFor(t, { maxAttempts: 3 });
    let now = due;
    for (let i = 0; i < 5; i += 1) {
      await dispatcher.runOnce(now);
      now = new Date(now.getTime() + 3600_000);
    }
    meta.failNext(0);
    const [row] = await deliveriesOf(t.database.db, learner.userId);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.lastError).toContain('answered 503');
    expect(meta.requests.filter((request) => (request.body as { to?: string }).to === digits)).toHaveLength(3);
    expect(metaTo(digits)).toHaveLength(0);
  });

  it('a refused message (4xx) is not retried; the reason is kept', async () => {
    const { learner, digits, due } = await learnerWithPrefs({ emailreminder: false });
    meta.failNext(1, 400);
    await dispatcherFor(t).runOnce(due);
    await dispatcherFor(t).runOnce(new Date(due.getTime() + 3600_000));
    const [row] = await deliveriesOf(t.database.db, learner.userId);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toContain('(#131026) Message undeliverable');
    expect(meta.requests.filter((request) => (request.body as { to?: string }).to === digits)).toHaveLength(1);
  });

  it('one-click unsubscribe cancels a reminder mail still waiting for its retry', async () => {
    const { learner, due } = await learnerWithPrefs({ whatsappreminder: false });
    smtp.setRefuse(true);
    try {
      await dispatcherFor(t).runOnce(due);
      await t.app.mailer.deliverDue();
      const [queued] = await deliveriesOf(t.database.db, learner.userId);
      await waitFor(async () => (await mailRow(queued?.mailId))?.status === 'pending');
    } finally {
      smtp.setRefuse(false);
    }
    const [delivery] = await deliveriesOf(t.database.db, learner.userId);
    const mail = await mailRow(delivery?.mailId);
    const link = /<([^>]+)>/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: link.replace('https://learn.example.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(200);
    await t.database.db.execute(sql`update mail_outbox set next_attempt_at = now() where "to" = ${learner.email}`);
    await t.app.mailer.deliverDue();
    expect(remindersTo(learner.email)).toHaveLength(0);
    expect(await mailRow(delivery?.mailId)).toMatchObject({ status: 'cancelled' });
    const rows = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, learner.email), eq(mailOutbox.status, 'sent')));
    expect(rows).toHaveLength(0);
  });
});

// Last: this learner's zone and time differ from the others', so their next reminder must not fall inside another test's clock.
describe('a learner who studied today', () => {
  it("gets nothing after completing today's lesson", async () => {
    // A zone where the learner's today still has an hour ahead, so the API's completion date is the reminder's.
    const zones = ['UTC', 'Asia/Kolkata', 'America/New_York', 'Pacific/Auckland', 'Asia/Tokyo', 'America/Los_Angeles'];
    const hourIn = (zone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
    const zone = zones.find((candidate) => hourIn(candidate) <= 21) ?? 'UTC';
    const learner = await createLearner(t.app, { timeZone: zone });
    await seedPlan(t.database.db, learner.userId, ['JSX basics', 'State with useState']);
    const due = await scheduleFor(t, learner, { email: learner.email, phone: '+14155550199', timeZone: zone, reminderTime: `${String(hourIn(zone) + 1).padStart(2, '0')}:00` });
    const completion = await t.app.inject({ method: 'POST', url: '/api/plan/complete-lesson', headers: learner.auth, payload: { day: 1 } });
    expect(completion.statusCode).toBe(200);

    const report = await dispatcherFor(t).runOnce(due);
    expect(report).toMatchObject({ due: 1, skipped: 1, emails: 0, whatsapp: 0 });
    expect(await deliveriesOf(t.database.db, learner.userId)).toEqual([]);
    expect(remindersTo(learner.email)).toHaveLength(0);
    expect(metaTo('14155550199')).toHaveLength(0);
    // Tomorrow is scheduled as usual.
    const [prefs] = await t.database.db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, learner.userId));
    expect(prefs?.dueLocalDate).toBe(addDays(localDateOf(due, zone), 1));
  });
});
