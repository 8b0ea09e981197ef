import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { studyTimeCalendar } from '../../src/modules/reminders/calendar';
import { contentLines, escapeText, foldLine } from '../../src/modules/reminders/ical';
import { vtimezone } from '../../src/modules/reminders/vtimezone';

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('RFC 5545 text rules', () => {
  it('escapes backslash, semicolon, comma and line breaks in TEXT values', () => {
    expect(escapeText('C:\\path; a, b\nnext\r\nlast')).toBe('C:\\\\path\\; a\\, b\\nnext\\nlast');
  });

  it('folds at 75 octets with CRLF + space and never splits a UTF-8 character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (value) => {
        const folded = foldLine(`SUMMARY:${value}`);
        for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
        expect(unfold(folded)).toBe(`SUMMARY:${value}`);
      }),
    );
  });

  it('leaves a short line alone and ends every line with CRLF', () => {
    expect(contentLines(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    const long = foldLine(`DESCRIPTION:${'अ'.repeat(40)}`);
    expect(long.split('\r\n')[0]).toBe(`DESCRIPTION:${'अ'.repeat(21)}`);
  });
});

describe('VTIMEZONE from the runtime’s zone data', () => {
  it('a zone without daylight saving: one STANDARD observance at its offset', () => {
    expect(vtimezone('Asia/Kolkata', 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('a northern zone with daylight saving: the US rules, second Sunday of March and first of November', () => {
    expect(vtimezone('America/New_York', 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('the EU rule (last Sunday) and a southern zone (daylight saving across the new year)', () => {
    const london = vtimezone('Europe/London', 2026);
    expect(london).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(london).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
    const auckland = vtimezone('Pacific/Auckland', 2026);
    expect(auckland.slice(2, 5)).toEqual([
      'BEGIN:STANDARD',
      'DTSTART:20260405T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
    ]);
    expect(auckland).toContain('TZOFFSETTO:+1300');
  });
});

describe('the study-time calendar', () => {
  const calendar = (
    overrides: Partial<{ reminderTime: string; timeZone: string; courseTopic: string }> = {},
  ) =>
    studyTimeCalendar({
      userId: '0b9c1f0e-7d5a-4c1e-9a55-2f1a3c4d5e6f',
      preferences: { reminderTime: '07:30', timeZone: 'Asia/Kolkata', courseTopic: 'React', ...overrides },
      appUrl: 'https://learn.example.test',
      now: new Date('2026-11-25T20:00:00Z'),
    });

  it("starts on the learner's today (already the 26th in Kolkata) at their wall-clock time", () => {
    const text = calendar();
    expect(text).toContain('\r\nDTSTART;TZID=Asia/Kolkata:20261126T073000\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261125T200000Z\r\n');
    expect(text).toContain('\r\nUID:study-time-0b9c1f0e-7d5a-4c1e-9a55-2f1a3c4d5e6f@learn.example.test\r\n');
    expect(text).toContain('\r\nURL:https://learn.example.test/Tutor\r\n');
  });

  it('escapes and folds the course topic, and keeps every line within 75 octets', () => {
    const topic = 'Data, Stats; and \\ ML — विश्लेषण for the long haul of thirty days';
    const text = calendar({ courseTopic: topic });
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(text)).toContain(`SUMMARY:Pathwise: today's lesson in ${escapeText(topic)}\r\n`);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('an unknown zone falls back to UTC, as the reminders do', () => {
    expect(calendar({ timeZone: 'Mars/Olympus' })).toContain('DTSTART;TZID=UTC:20261125T073000');
  });
});
