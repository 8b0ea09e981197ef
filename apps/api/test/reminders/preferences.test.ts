import { REMINDER_MESSAGES } from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderPreferences } from '../../src/db/schema';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { saveReminder, validPrefs } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const getPrefs = (auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/dailyreminder', headers: auth });
const rowsOf = async (userId: string) =>
  t.database.db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
const rowCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reminderPreferences))[0]?.n;

describe('POST /api/dailyreminder/set-reminder', () => {
  it("saves the token's learner's preferences and schedules the next reminder in their zone", async () => {
    const learner = await createLearner(t.app);
    const response = await saveReminder(
      t,
      learner,
      validPrefs({ reminderTime: '07:45', timeZone: 'America/New_York' }),
    );
    expect(response.statusCode).toBe(200);
    const body = json<{ message: string; preferences: unknown; nextReminderAt: string }>(response);
    expect(body.message).toBe('Reminder preferences updated successfully! Keep pushing! 🚀');
    expect(body.preferences).toEqual(validPrefs({ reminderTime: '07:45', timeZone: 'America/New_York' }));
    const next = new Date(body.nextReminderAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3600_000);
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(next);
    expect(wall).toBe('07:45');
    const [row] = await rowsOf(learner.userId);
    expect(row?.phoneDigits).toBe('919876543210');
    expect(row?.nextDueAt?.toISOString()).toBe(body.nextReminderAt);
  });

  it("uses the account's time zone when the browser sends none", async () => {
    const learner = await createLearner(t.app, { timeZone: 'Pacific/Auckland' });
    const { timeZone: _omit, ...rest } = validPrefs();
    const response = await saveReminder(t, learner, rest);
    expect(response.statusCode).toBe(200);
    expect(json<{ preferences: { timeZone: string } }>(response).preferences.timeZone).toBe(
      'Pacific/Auckland',
    );
  });

  it('replaces the preferences on a second save: one row, the new values, rescheduled', async () => {
    const learner = await createLearner(t.app);
    await saveReminder(t, learner, validPrefs());
    const second = await saveReminder(
      t,
      learner,
      validPrefs({ reminderTime: '18:30', courseTopic: 'Python', email: 'new@example.com' }),
    );
    expect(second.statusCode).toBe(200);
    const rows = await rowsOf(learner.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reminderTime: '18:30', courseTopic: 'Python', email: 'new@example.com' });
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(rows[0]?.nextDueAt ?? new Date(0));
    expect(wall).toBe('18:30');
  });

  it('schedules nothing when both channels are off', async () => {
    const learner = await createLearner(t.app);
    const response = await saveReminder(
      t,
      learner,
      validPrefs({ emailreminder: false, whatsappreminder: false }),
    );
    expect(response.statusCode).toBe(200);
    expect(json(response).nextReminderAt).toBeNull();
  });

  it.each([
    ['a missing name', { userName: '' }, REMINDER_MESSAGES.nameAndTopic],
    ['a blank course topic', { courseTopic: '   ' }, REMINDER_MESSAGES.nameAndTopic],
    ['a missing e-mail with e-mail reminders on', { email: '' }, REMINDER_MESSAGES.emailRequired],
    ['a missing phone with WhatsApp reminders on', { phone: ' ' }, REMINDER_MESSAGES.phoneRequired],
    ['a malformed e-mail', { email: 'asha@example' }, REMINDER_MESSAGES.emailInvalid],
    ['a phone with letters', { phone: '+91 98765 ABCDE' }, REMINDER_MESSAGES.phoneInvalid],
    ['a phone starting with 0', { phone: '09876543210' }, REMINDER_MESSAGES.phoneInvalid],
    ['a phone over 15 digits', { phone: '+1234567890123456' }, REMINDER_MESSAGES.phoneInvalid],
    // Decision 018: the sign-up E.164 rule (7 to 15 digits, no control characters), stricter than SPEC.
    ['a one-digit phone', { phone: '1' }, REMINDER_MESSAGES.phoneInvalid],
    ['a phone under 7 digits', { phone: '+91 987' }, REMINDER_MESSAGES.phoneInvalid],
    ['a phone with a line break', { phone: '+91 98765\n43210' }, REMINDER_MESSAGES.phoneInvalid],
    ['a phone with a tab', { phone: '+91\t9876543210' }, REMINDER_MESSAGES.phoneInvalid],
    ['a phone with a bell character', { phone: '+919876\u000743210' }, REMINDER_MESSAGES.phoneInvalid],
    ['a missing reminder time', { reminderTime: '' }, REMINDER_MESSAGES.timeRequired],
    ['an impossible reminder time', { reminderTime: '25:00' }, REMINDER_MESSAGES.timeRequired],
    [
      'an unknown time zone',
      { timeZone: 'Mars/Olympus' },
      'timeZone must be an IANA time zone such as Asia/Kolkata.',
    ],
  ])('rejects %s with SPEC’s message and writes nothing', async (_case, change, message) => {
    const learner = await createLearner(t.app);
    const before = await rowCount();
    const response = await saveReminder(t, learner, validPrefs(change));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message });
    expect(await rowCount()).toBe(before);
  });

  it('SPEC’s exact messages', () => {
    expect(Object.values(REMINDER_MESSAGES).slice(0, 5)).toEqual([
      'Name and course topic are required.',
      'Email is required for email reminders.',
      'Phone number is required for WhatsApp reminders.',
      'Please provide a valid email address.',
      'Please provide a valid phone number.',
    ]);
  });

  it('does not need an e-mail or phone for a channel that is off', async () => {
    const learner = await createLearner(t.app);
    const response = await saveReminder(
      t,
      learner,
      validPrefs({ emailreminder: false, email: '', phone: '+14155550100' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a token or with a forged one, and writes nothing', async () => {
    const before = await rowCount();
    const missing = await saveReminder(t, null, validPrefs());
    expect(missing.statusCode).toBe(401);
    expect(json(missing).error).toBeTruthy();
    const forged = await saveReminder(
      t,
      { auth: { authorization: 'Bearer not.a.token' } } as never,
      validPrefs(),
    );
    expect(forged.statusCode).toBe(401);
    expect(await rowCount()).toBe(before);
  });
});

describe('GET /api/dailyreminder', () => {
  it('returns null before the first save, then exactly what was saved (to pre-fill the screen)', async () => {
    const learner = await createLearner(t.app);
    const empty = await getPrefs(learner.auth);
    expect(empty.statusCode).toBe(200);
    expect(json(empty)).toEqual({ preferences: null, nextReminderAt: null, confirmation: null });
    const saved = json<{ nextReminderAt: string }>(
      await saveReminder(t, learner, validPrefs({ userName: 'Asha K' })),
    );
    const response = await getPrefs(learner.auth);
    expect(json(response)).toEqual({
      preferences: validPrefs({ userName: 'Asha K' }),
      nextReminderAt: saved.nextReminderAt,
      // Neither address is the learner's verified e-mail: both wait for their owner (decision 018).
      confirmation: { email: 'pending', whatsapp: 'pending' },
    });
  });

  it("shows only the token's own learner's preferences", async () => {
    const [asha, ravi] = [await createLearner(t.app), await createLearner(t.app)];
    await saveReminder(t, asha, validPrefs({ userName: 'Asha' }));
    expect(json(await getPrefs(ravi.auth))).toEqual({
      preferences: null,
      nextReminderAt: null,
      confirmation: null,
    });
  });

  it('answers 401 without a token', async () => {
    const response = await getPrefs();
    expect(response.statusCode).toBe(401);
    expect(json(response).error).toBeTruthy();
  });
});
