import { STUDY_CALENDAR_MESSAGES } from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSession } from '../../src/modules/auth/session-token';
import { localDateOf } from '../../src/lib/local-date';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { saveReminder, validPrefs } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const download = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/dailyreminder/calendar.ics', headers });

/** The file's content lines, unfolded (RFC 5545 §3.1). */
function parse(body: string) {
  const lines = body.replace(/\r\n /g, '').split('\r\n');
  expect(lines.pop()).toBe('');
  return lines;
}

describe('GET /api/dailyreminder/calendar.ics', () => {
  it("answers the learner's reminder time as a daily 30-minute event in their zone, as a file", async () => {
    const learner = await createLearner(t.app);
    await saveReminder(
      t,
      learner,
      validPrefs({ reminderTime: '18:45', timeZone: 'America/New_York', courseTopic: 'Python, for data' }),
    );
    const response = await download(learner.auth);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="pathwise-study-time.ics"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Every line ends with CRLF: no bare LF or CR anywhere.
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = parse(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    const today = localDateOf(new Date(), 'America/New_York').replace(/-/g, '');
    expect(lines).toContain(`DTSTART;TZID=America/New_York:${today}T184500`);
    expect(lines).toContain('TZID:America/New_York');
    expect(lines).toContain('RRULE:FREQ=DAILY');
    expect(lines).toContain('DURATION:PT30M');
    expect(lines).toContain("SUMMARY:Pathwise: today's lesson in Python\\, for data");
    expect(lines).toContain('URL:https://learn.example.test/Tutor');
    expect(lines).toContain(`UID:study-time-${learner.userId}@learn.example.test`);
  });

  it('keeps the same UID across downloads and follows a changed time', async () => {
    const learner = await createLearner(t.app);
    await saveReminder(t, learner, validPrefs());
    const first = parse((await download(learner.auth)).body);
    await saveReminder(t, learner, validPrefs({ reminderTime: '21:00' }));
    const second = parse((await download(learner.auth)).body);
    const uid = (lines: string[]) => lines.find((line) => line.startsWith('UID:'));
    expect(uid(second)).toBe(uid(first));
    expect(second.find((line) => line.startsWith('DTSTART;'))).toMatch(/T210000$/);
  });

  it('a half-hour zone: Asia/Kolkata at 07:30 stays 07:30 on the learner’s clock, offset +05:30', async () => {
    const learner = await createLearner(t.app);
    await saveReminder(t, learner, validPrefs({ reminderTime: '07:30', timeZone: 'Asia/Kolkata' }));
    const lines = parse((await download(learner.auth)).body);
    const today = localDateOf(new Date(), 'Asia/Kolkata').replace(/-/g, '');
    expect(lines).toContain(`DTSTART;TZID=Asia/Kolkata:${today}T073000`);
    expect(lines).toContain('TZOFFSETTO:+0530');
    expect(lines.some((line) => line.startsWith('DTSTART:') && line.endsWith('Z'))).toBe(false);
  });

  it('answers 404 with a clear message before any reminder is saved', async () => {
    const learner = await createLearner(t.app);
    const response = await download(learner.auth);
    expect(response.statusCode).toBe(404);
    expect(json<{ error: string }>(response).error).toBe(STUDY_CALENDAR_MESSAGES.noReminder);
  });

  it('answers 401 without a token or with a forged one', async () => {
    const learner = await createLearner(t.app);
    await saveReminder(t, learner, validPrefs());
    expect((await download()).statusCode).toBe(401);
    const forged = await signSession(new TextEncoder().encode('f'.repeat(48)), {
      userId: learner.userId,
      tokenVersion: 0,
    });
    const response = await download({ authorization: `Bearer ${forged}` });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('BEGIN:VCALENDAR');
  });
});
