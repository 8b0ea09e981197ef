import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../src/lib/local-date';
import { nextReminder, reminderInstant } from '../../src/modules/reminders/schedule';

const iso = (date: Date) => date.toISOString().replace('.000', '');

/** The reminders a learner gets from `start` on, as the dispatcher advances after each send. */
function sequence(time: string, zone: string, start: Date, count: number) {
  const out: Array<{ at: string; date: string }> = [];
  let next = nextReminder(time, zone, start);
  for (let i = 0; i < count; i += 1) {
    out.push({ at: iso(next.dueAt), date: next.localDate });
    next = nextReminder(time, zone, next.dueAt, addDays(next.localDate, 1));
  }
  return out;
}

describe('next reminder time in the learner’s zone', () => {
  it('Asia/Kolkata (UTC+05:30, no DST): today if still ahead, else tomorrow', () => {
    expect(iso(reminderInstant('2026-03-10', '09:00', 'Asia/Kolkata'))).toBe('2026-03-10T03:30:00Z');
    expect(nextReminder('09:00', 'Asia/Kolkata', new Date('2026-03-10T03:29:00Z'))).toEqual({
      dueAt: new Date('2026-03-10T03:30:00Z'),
      localDate: '2026-03-10',
    });
    expect(nextReminder('09:00', 'Asia/Kolkata', new Date('2026-03-10T03:30:00Z')).localDate).toBe('2026-03-11');
    // 23:00 UTC is already the next day in India.
    expect(nextReminder('06:00', 'Asia/Kolkata', new Date('2026-03-10T23:00:00Z'))).toEqual({
      dueAt: new Date('2026-03-11T00:30:00Z'),
      localDate: '2026-03-11',
    });
  });

  it('America/New_York keeps 07:00 local across the spring-forward switch (2026-03-08)', () => {
    expect(sequence('07:00', 'America/New_York', new Date('2026-03-06T13:00:00Z'), 4)).toEqual([
      { at: '2026-03-07T12:00:00Z', date: '2026-03-07' }, // EST, UTC-5
      { at: '2026-03-08T11:00:00Z', date: '2026-03-08' }, // EDT, UTC-4
      { at: '2026-03-09T11:00:00Z', date: '2026-03-09' },
      { at: '2026-03-10T11:00:00Z', date: '2026-03-10' },
    ]);
  });

  it('America/New_York keeps 07:00 local across the fall-back switch (2026-11-01)', () => {
    expect(sequence('07:00', 'America/New_York', new Date('2026-10-30T12:00:00Z'), 3)).toEqual([
      { at: '2026-10-31T11:00:00Z', date: '2026-10-31' }, // EDT
      { at: '2026-11-01T12:00:00Z', date: '2026-11-01' }, // EST
      { at: '2026-11-02T12:00:00Z', date: '2026-11-02' },
    ]);
  });

  it('a time skipped by spring-forward (02:30 on 2026-03-08 in New York) is sent at 03:30, once', () => {
    expect(iso(reminderInstant('2026-03-08', '02:30', 'America/New_York'))).toBe('2026-03-08T07:30:00Z');
    expect(localDateOf(new Date('2026-03-08T07:30:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(sequence('02:30', 'America/New_York', new Date('2026-03-07T00:00:00Z'), 3)).toEqual([
      { at: '2026-03-07T07:30:00Z', date: '2026-03-07' }, // 02:30 EST
      { at: '2026-03-08T07:30:00Z', date: '2026-03-08' }, // 03:30 EDT: the first valid instant after the gap
      { at: '2026-03-09T06:30:00Z', date: '2026-03-09' }, // 02:30 EDT
    ]);
  });

  it('a time that happens twice (01:30 on 2026-11-01 in New York) is sent once, at its first occurrence', () => {
    expect(iso(reminderInstant('2026-11-01', '01:30', 'America/New_York'))).toBe('2026-11-01T05:30:00Z'); // 01:30 EDT
    const days = sequence('01:30', 'America/New_York', new Date('2026-10-31T00:00:00Z'), 3);
    expect(days).toEqual([
      { at: '2026-10-31T05:30:00Z', date: '2026-10-31' },
      { at: '2026-11-01T05:30:00Z', date: '2026-11-01' },
      { at: '2026-11-02T06:30:00Z', date: '2026-11-02' }, // 01:30 EST
    ]);
    // The second 01:30 (06:30Z) is never due: after the first, the next reminder is the next date's.
    expect(days.map((day) => day.at)).not.toContain('2026-11-01T06:30:00Z');
    // A learner who saves between the two occurrences gets tomorrow's, not a second one today.
    expect(nextReminder('01:30', 'America/New_York', new Date('2026-11-01T06:00:00Z')).localDate).toBe('2026-11-02');
  });

  it('Pacific/Auckland: ahead of UTC, DST ends in April and starts in September', () => {
    // DST ends 2026-04-05 03:00 NZDT (UTC+13) → 02:00 NZST (UTC+12).
    expect(sequence('08:00', 'Pacific/Auckland', new Date('2026-04-03T12:00:00Z'), 3)).toEqual([
      { at: '2026-04-03T19:00:00Z', date: '2026-04-04' },
      { at: '2026-04-04T20:00:00Z', date: '2026-04-05' },
      { at: '2026-04-05T20:00:00Z', date: '2026-04-06' },
    ]);
    // 02:30 on 2026-04-05 happens twice: first at NZDT.
    expect(iso(reminderInstant('2026-04-05', '02:30', 'Pacific/Auckland'))).toBe('2026-04-04T13:30:00Z');
    // DST starts 2026-09-27 02:00 NZST → 03:00 NZDT: 02:30 does not exist, 03:30 NZDT instead.
    expect(iso(reminderInstant('2026-09-27', '02:30', 'Pacific/Auckland'))).toBe('2026-09-26T14:30:00Z');
    expect(sequence('21:00', 'Pacific/Auckland', new Date('2026-09-25T00:00:00Z'), 3)).toEqual([
      { at: '2026-09-25T09:00:00Z', date: '2026-09-25' },
      { at: '2026-09-26T09:00:00Z', date: '2026-09-26' },
      { at: '2026-09-27T08:00:00Z', date: '2026-09-27' },
    ]);
  });

  it('treats an unknown zone as UTC', () => {
    expect(nextReminder('08:15', 'Mars/Olympus', new Date('2026-01-01T00:00:00Z'))).toEqual({
      dueAt: new Date('2026-01-01T08:15:00Z'),
      localDate: '2026-01-01',
    });
  });

  it('for any zone, time and instant: later than now, on its own local date, once per date, at the wall time or just after a gap', () => {
    const zones = ['UTC', 'Asia/Kolkata', 'America/New_York', 'Pacific/Auckland', 'Europe/London', 'Australia/Lord_Howe', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Chatham'];
    const wall = (date: Date, zone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        (zone, hour, minute, start) => {
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          let previous = nextReminder(time, zone, start);
          expect(previous.dueAt.getTime()).toBeGreaterThan(start.getTime());
          for (let i = 0; i < 3; i += 1) {
            expect(localDateOf(previous.dueAt, zone)).toBe(previous.localDate);
            const shown = wall(previous.dueAt, zone);
            // Exactly the wall time, or (in a gap, at most 1 hour long) later on the same date.
            if (shown !== time) {
              const minutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
              expect(minutes(shown) - minutes(time)).toBeGreaterThan(0);
              expect(minutes(shown) - minutes(time)).toBeLessThanOrEqual(60);
            }
            const next = nextReminder(time, zone, previous.dueAt, addDays(previous.localDate, 1));
            expect(next.localDate).toBe(addDays(previous.localDate, 1));
            expect(next.dueAt.getTime()).toBeGreaterThan(previous.dueAt.getTime());
            previous = next;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
