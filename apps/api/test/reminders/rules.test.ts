import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySession } from '../../src/modules/auth/session-token';
import { decideReminder, type LearningSnapshot } from '../../src/modules/reminders/decide';
import { reminderMail, reminderWhatsAppText, templateParameters } from '../../src/modules/reminders/message';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../src/modules/reminders/unsubscribe-token';
import { isValidMetaSignature, readInbound } from '../../src/modules/reminders/whatsapp-webhook';

const due = new Date('2026-03-10T03:30:00Z');
const plan = (completions: Array<[number, string]>, duration = 30): LearningSnapshot => ({
  plan: { id: 'p', duration, completions: completions.map(([day, localDate]) => ({ day, localDate })) },
  completionDates: completions.map(([, localDate]) => localDate),
});

describe('whether a reminder goes out', () => {
  it("nudges with today's day and the streak at risk", () => {
    const snapshot = plan([
      [1, '2026-03-08'],
      [2, '2026-03-09'],
    ]);
    expect(decideReminder(snapshot, '2026-03-10', due, due)).toEqual({
      kind: 'send',
      day: 3,
      streak: 2,
      freezesHeld: 0,
      freezeSaved: false,
    });
  });

  it("sends nothing to a learner who already completed today's lesson", () => {
    const snapshot = plan([
      [1, '2026-03-09'],
      [2, '2026-03-10'],
    ]);
    expect(decideReminder(snapshot, '2026-03-10', due, due)).toEqual({
      kind: 'skip',
      reason: 'completed-today',
    });
  });

  it('counts a consolidation day (decision 053): nothing that day, the next topic and the streak after it', () => {
    const snapshot: LearningSnapshot = {
      plan: {
        id: 'p',
        duration: 30,
        completions: [
          { day: 1, localDate: '2026-03-08' },
          { day: 2, localDate: '2026-03-09' },
          { day: 2, localDate: '2026-03-10', kind: 'consolidation' },
        ],
      },
      completionDates: ['2026-03-08', '2026-03-09', '2026-03-10'],
    };
    expect(decideReminder(snapshot, '2026-03-10', due, due)).toEqual({
      kind: 'skip',
      reason: 'completed-today',
    });
    const tomorrow = new Date(due.getTime() + 86_400_000);
    expect(decideReminder(snapshot, '2026-03-11', tomorrow, tomorrow)).toEqual({
      kind: 'send',
      day: 3,
      streak: 3,
      freezesHeld: 0,
      freezeSaved: false,
    });
  });

  it('sends nothing once the whole plan is completed', () => {
    const all = Array.from({ length: 3 }, (_v, i) => [i + 1, `2026-03-0${i + 1}`] as [number, string]);
    expect(decideReminder(plan(all, 3), '2026-03-10', due, due)).toEqual({
      kind: 'skip',
      reason: 'plan-finished',
    });
  });

  it('without a plan: nudges with no day; a streak kept on an archived plan still counts', () => {
    expect(decideReminder({ plan: null, completionDates: [] }, '2026-03-10', due, due)).toEqual({
      kind: 'send',
      day: null,
      streak: 0,
      freezesHeld: 0,
      freezeSaved: false,
    });
    expect(decideReminder({ plan: null, completionDates: ['2026-03-09'] }, '2026-03-10', due, due)).toEqual({
      kind: 'send',
      day: null,
      streak: 1,
      freezesHeld: 0,
      freezeSaved: false,
    });
    expect(decideReminder({ plan: null, completionDates: ['2026-03-10'] }, '2026-03-10', due, due).kind).toBe(
      'skip',
    );
  });

  it('says when a streak freeze covered yesterday, and that one would cover today', () => {
    const week = Array.from({ length: 7 }, (_v, i) => [i + 1, `2026-03-0${i + 1}`] as [number, string]);
    // 03-01 … 03-07 earn a freeze; 03-08 missed (frozen); the reminder on 03-09.
    expect(decideReminder(plan(week), '2026-03-09', due, due)).toEqual({
      kind: 'send',
      day: 8,
      streak: 7,
      freezesHeld: 0,
      freezeSaved: true,
    });
    // The reminder on 03-08 itself: the freeze is still held and would cover a missed 03-08.
    expect(decideReminder(plan(week), '2026-03-08', due, due)).toMatchObject({
      streak: 7,
      freezesHeld: 1,
      freezeSaved: false,
    });
  });

  it('drops a reminder more than 2 hours late (servers were down) instead of sending it at an odd hour', () => {
    const late = new Date(due.getTime() + 2 * 3600_000 + 1);
    expect(decideReminder(plan([]), '2026-03-10', due, late)).toEqual({ kind: 'skip', reason: 'too-late' });
    expect(decideReminder(plan([]), '2026-03-10', due, new Date(due.getTime() + 3600_000)).kind).toBe('send');
  });
});

describe('reminder content', () => {
  const links = {
    tutorUrl: 'https://learn.example.test/Tutor',
    unsubscribeUrl: 'https://learn.example.test/api/dailyreminder/unsubscribe?token=abc',
  };

  it('tells the learner their freeze saved the streak, and does not claim it ends tonight while a freeze is held', () => {
    const saved = reminderMail(
      'a@example.com',
      { name: 'Asha', topic: 'Hooks', day: 8, streak: 7, freezesHeld: 0, freezeSaved: true },
      links,
    );
    expect(saved.text).toContain(
      'Your freeze saved your streak yesterday. Your 7-day streak ends at midnight unless you finish it today.',
    );
    const held = reminderWhatsAppText(
      { name: 'Asha', topic: 'Hooks', day: 8, streak: 7, freezesHeld: 1 },
      links.tutorUrl,
    );
    expect(held).toContain(
      'A streak freeze would cover today, but only finishing the lesson adds to your 7-day streak.',
    );
    expect(held).not.toContain('ends at midnight');
  });

  it('is personal and short: name, Day N topic, the streak at risk, the /Tutor link, a visible unsubscribe link', () => {
    const mail = reminderMail(
      'asha@example.com',
      { name: 'Asha', topic: 'React state & <hooks>', day: 4, streak: 3 },
      links,
    );
    expect(mail.subject).toBe('Asha, keep your 3-day streak: Day 4: React state & <hooks>');
    expect(mail.text).toContain("Today's lesson is Day 4: React state & <hooks>.");
    expect(mail.text).toContain('Your 3-day streak ends at midnight unless you finish it today.');
    expect(mail.text).toContain(links.tutorUrl);
    expect(mail.text).toContain(`Unsubscribe: ${links.unsubscribeUrl}`);
    expect(mail.html).toContain('React state &#38; &#60;hooks&#62;'); // escaped
    expect(mail.html).toContain(`href="${links.tutorUrl}"`);
    expect(mail.html).toMatch(
      /<a href="https:\/\/learn\.example\.test\/api\/dailyreminder\/unsubscribe\?token=abc"[^>]*>Unsubscribe<\/a>/,
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('invites a learner with no streak to start one', () => {
    const content = { name: 'Ravi', topic: 'SQL joins', day: 1, streak: 0 };
    expect(reminderMail('r@example.com', content, links).subject).toBe(
      "Ravi, today's lesson: Day 1: SQL joins",
    );
    expect(reminderWhatsAppText(content, links.tutorUrl)).toBe(
      "Hi Ravi! Today's lesson is Day 1: SQL joins. Finish it today to start your streak. https://learn.example.test/Tutor\nReply STOP to stop WhatsApp reminders.",
    );
    expect(templateParameters(content)).toEqual(['Ravi', 'SQL joins', '0']);
  });
});

describe('unsubscribe token', () => {
  const secret = new TextEncoder().encode('x'.repeat(40));
  const userId = '0b5f3c1e-8d2a-4c7b-9e1f-2a3b4c5d6e7f';

  it('names the learner it was signed for and nobody else', () => {
    const token = signUnsubscribeToken(secret, userId);
    expect(verifyUnsubscribeToken(secret, token)).toBe(userId);
    expect(verifyUnsubscribeToken(new TextEncoder().encode('y'.repeat(40)), token)).toBeNull();
    const other = '1b5f3c1e-8d2a-4c7b-9e1f-2a3b4c5d6e7f';
    expect(verifyUnsubscribeToken(secret, `${other}${token.slice(userId.length)}`)).toBeNull();
    for (const bad of [undefined, '', 'nonsense', `${userId}.`, token.slice(0, -2), `${token}x`])
      expect(verifyUnsubscribeToken(secret, bad)).toBeNull();
  });

  it('is never accepted as a session token', async () => {
    expect((await verifySession(secret, signUnsubscribeToken(secret, userId))).ok).toBe(false);
  });
});

describe('WhatsApp webhook', () => {
  const secret = 'app-secret';
  const raw = Buffer.from('{"entry":[]}');
  const sign = (body: Buffer) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  it('accepts only the HMAC-SHA256 of the exact raw bytes', () => {
    expect(isValidMetaSignature(raw, sign(raw), secret)).toBe(true);
    expect(isValidMetaSignature(Buffer.from('{ "entry": [] }'), sign(raw), secret)).toBe(false);
    expect(isValidMetaSignature(raw, sign(raw).replace('sha256=', 'sha1='), secret)).toBe(false);
    expect(isValidMetaSignature(raw, undefined, secret)).toBe(false);
    expect(isValidMetaSignature(raw, 'sha256=', secret)).toBe(false);
  });

  it('finds STOP (any case, trimmed) in entry[].changes[].value.messages[]', () => {
    const message = (from: string, body: string) => ({ from, type: 'text', text: { body } });
    const payload = {
      entry: [
        {
          changes: [
            {
              value: { messages: [message('919876543210', ' stop '), message('14155550100', 'Stop please')] },
            },
          ],
        },
        {
          changes: [
            { value: { statuses: [{ status: 'read' }] } },
            { value: { messages: [message('447700900123', 'STOP'), { from: '1', type: 'image' }] } },
          ],
        },
      ],
    };
    expect(readInbound(payload)).toEqual({ received: 4, stops: ['919876543210', '447700900123'] });
    expect(readInbound(null)).toEqual({ received: 0, stops: [] });
    expect(readInbound({ entry: 'nope' })).toEqual({ received: 0, stops: [] });
  });
});
