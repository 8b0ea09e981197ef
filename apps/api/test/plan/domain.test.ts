import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../src/lib/local-date';
import { MAX_FREEZES_HELD, streakOf, streakStateOf } from '../../src/modules/plan/streak';
import { decideCompletion, todayState, type Completion } from '../../src/modules/plan/today';

const done = (...entries: Array<[number, string]>): Completion[] =>
  entries.map(([day, localDate]) => ({ day, localDate }));

describe('local dates', () => {
  it("gives the learner's calendar date in their zone, not the server's", () => {
    const instant = new Date('2025-03-17T20:30:00Z');
    expect(localDateOf(instant, 'UTC')).toBe('2025-03-17');
    expect(localDateOf(instant, 'Asia/Kolkata')).toBe('2025-03-18'); // 02:00 next day
    expect(localDateOf(instant, 'America/Los_Angeles')).toBe('2025-03-17');
    expect(localDateOf(instant, 'Not/AZone')).toBe('2025-03-17');
  });

  it('turns the date at local midnight even when asked again within the same minute', () => {
    // Kolkata is UTC+05:30: local midnight is 18:30 UTC.
    expect(localDateOf(new Date('2025-03-17T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2025-03-17');
    expect(localDateOf(new Date('2025-03-17T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2025-03-18');
    expect(localDateOf(new Date('2025-03-17T18:29:30.000Z'), 'Asia/Kolkata')).toBe('2025-03-17'); // back in time too
    // Nepal's +05:45 and Chatham's +13:45 in March: quarter-hour zones turn on a minute boundary too.
    expect(localDateOf(new Date('2025-03-17T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2025-03-17');
    expect(localDateOf(new Date('2025-03-17T18:15:00.000Z'), 'Asia/Kathmandu')).toBe('2025-03-18');
    expect(localDateOf(new Date('2025-03-17T10:14:59.000Z'), 'Pacific/Chatham')).toBe('2025-03-17');
    expect(localDateOf(new Date('2025-03-17T10:15:00.000Z'), 'Pacific/Chatham')).toBe('2025-03-18');
  });

  it('shifts dates by calendar days across DST changes, month and year ends', () => {
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10'); // US spring forward
    expect(addDays('2025-11-02', -1)).toBe('2025-11-01'); // US fall back
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31'); // EU spring forward
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('keeps the local date right on both sides of a DST jump', () => {
    // New York jumps from 02:00 EST to 03:00 EDT on 2025-03-09.
    expect(localDateOf(new Date('2025-03-09T06:59:00Z'), 'America/New_York')).toBe('2025-03-09');
    expect(localDateOf(new Date('2025-03-10T03:59:00Z'), 'America/New_York')).toBe('2025-03-09');
    expect(localDateOf(new Date('2025-03-10T04:00:00Z'), 'America/New_York')).toBe('2025-03-10');
  });
});

describe("today's day", () => {
  it('starts at day 1', () => {
    expect(todayState([], 30, '2025-03-17')).toEqual({ day: 1, completed: false, finished: false });
  });

  it('is the first uncompleted day', () => {
    const state = todayState(done([1, '2025-03-15'], [2, '2025-03-16']), 30, '2025-03-17');
    expect(state).toEqual({ day: 3, completed: false, finished: false });
  });

  it('shows today’s completed lesson until the local day ends (one new lesson per day)', () => {
    const completions = done([1, '2025-03-16'], [2, '2025-03-17']);
    expect(todayState(completions, 30, '2025-03-17')).toEqual({ day: 2, completed: true, finished: false });
    expect(todayState(completions, 30, '2025-03-18')).toEqual({ day: 3, completed: false, finished: false });
  });

  it('does not skip ahead after days off: the learner continues where they stopped', () => {
    expect(todayState(done([1, '2025-03-01']), 30, '2025-03-17').day).toBe(2);
  });

  it('never unlocks a second lesson when the learner moves west and their date goes back', () => {
    // Completed day 1 on 03-18 in Tokyo, now in Los Angeles where it is still 03-17.
    expect(todayState(done([1, '2025-03-18']), 30, '2025-03-17')).toEqual({
      day: 1,
      completed: true,
      finished: false,
    });
  });

  it('reports a finished plan on the last day', () => {
    const all = done(
      ...Array.from({ length: 30 }, (_v, i) => [i + 1, addDays('2025-02-01', i)] as [number, string]),
    );
    expect(todayState(all, 30, '2025-04-01')).toEqual({ day: 30, completed: true, finished: true });
  });
});

describe('completion rules', () => {
  const open = todayState(done([1, '2025-03-16']), 30, '2025-03-17'); // today is day 2, open
  const closed = todayState(done([1, '2025-03-16'], [2, '2025-03-17']), 30, '2025-03-17');

  it("completes today's day", () => {
    expect(decideCompletion(2, open, 30)).toEqual({ kind: 'complete' });
  });

  it('is idempotent for today and earlier days', () => {
    expect(decideCompletion(2, closed, 30)).toEqual({ kind: 'already-completed' });
    expect(decideCompletion(1, open, 30)).toEqual({ kind: 'already-completed' });
  });

  it('rejects a future day with a clear message', () => {
    const decision = decideCompletion(3, open, 30);
    expect(decision).toMatchObject({ kind: 'rejected' });
    expect(decision.kind === 'rejected' && decision.message).toMatch(
      /Day 3 is not available yet: today's lesson is Day 2/,
    );
    const tomorrow = decideCompletion(3, closed, 30);
    expect(tomorrow.kind === 'rejected' && tomorrow.message).toMatch(/Come back tomorrow/);
  });

  it('rejects days outside the plan', () => {
    expect(decideCompletion(31, open, 30)).toMatchObject({
      kind: 'rejected',
      message: 'day must be between 1 and 30.',
    });
    expect(decideCompletion(0, open, 30)).toMatchObject({ kind: 'rejected' });
  });
});

describe('streak', () => {
  it('is 0 without completions', () => {
    expect(streakOf([], '2025-03-17')).toBe(0);
  });

  it('counts consecutive dates ending today', () => {
    expect(streakOf(['2025-03-15', '2025-03-16', '2025-03-17'], '2025-03-17')).toBe(3);
  });

  it('keeps yesterday’s streak alive until today ends', () => {
    expect(streakOf(['2025-03-15', '2025-03-16'], '2025-03-17')).toBe(2);
  });

  it('resets after a missed day', () => {
    expect(streakOf(['2025-03-14', '2025-03-15'], '2025-03-17')).toBe(0);
    expect(streakOf(['2025-03-13', '2025-03-15', '2025-03-16', '2025-03-17'], '2025-03-17')).toBe(3);
  });

  it('counts a date once however many completions it has', () => {
    expect(streakOf(['2025-03-17', '2025-03-17', '2025-03-16'], '2025-03-17')).toBe(2);
  });

  it('runs across a DST change and a month end', () => {
    expect(streakOf(['2025-03-08', '2025-03-09', '2025-03-10'], '2025-03-10')).toBe(3);
    expect(streakOf(['2025-02-27', '2025-02-28', '2025-03-01'], '2025-03-01')).toBe(3);
  });

  it('uses the dates stored at completion: a zone change never rewrites history', () => {
    // Two completions stored while in Kolkata; the learner now lives in Los Angeles.
    const stored = ['2025-03-16', '2025-03-17'];
    const instant = new Date('2025-03-17T20:00:00Z');
    expect(streakOf(stored, localDateOf(instant, 'America/Los_Angeles'))).toBe(2); // LA: 03-17
    // Moving west so "today" is before the last stored date neither breaks nor inflates the streak.
    expect(streakOf(['2025-03-17', '2025-03-18'], '2025-03-17')).toBe(2);
  });

  it('never exceeds the number of distinct dates (property)', () => {
    const date = fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2025-01-01', offset));
    fc.assert(
      fc.property(fc.array(date, { maxLength: 40 }), date, (dates, today) => {
        const { streak, freezesHeld, frozenDates } = streakStateOf(dates, today);
        expect(streak).toBeGreaterThanOrEqual(0);
        expect(streak).toBeLessThanOrEqual(new Set(dates).size);
        expect(freezesHeld).toBeGreaterThanOrEqual(0);
        expect(freezesHeld).toBeLessThanOrEqual(MAX_FREEZES_HELD);
        // A live streak ends yesterday or later, unless freezes covered the dates since.
        if (streak > 0) expect(dates.some((d) => d >= addDays(today, -1 - frozenDates.length))).toBe(true);
        for (const frozen of frozenDates) expect(dates).not.toContain(frozen);
      }),
    );
  });
});

/** `count` consecutive dates from `start`. */
const run = (start: string, count: number) => Array.from({ length: count }, (_, i) => addDays(start, i));

describe('streak freeze', () => {
  it('is earned by 7 days in a row and spent on the next missed day, so the streak survives', () => {
    const week = run('2025-03-01', 7); // 03-01 … 03-07
    expect(streakStateOf(week, '2025-03-07')).toEqual({ streak: 7, freezesHeld: 1, frozenDates: [] });
    // 03-08 missed; 03-09 is today and not over yet.
    expect(streakStateOf(week, '2025-03-09')).toEqual({
      streak: 7,
      freezesHeld: 0,
      frozenDates: ['2025-03-08'],
    });
    // Studying again on 03-09 continues the run from 7.
    expect(streakStateOf([...week, '2025-03-09'], '2025-03-09').streak).toBe(8);
  });

  it('is not earned by 6 days, and a missed day then ends the streak', () => {
    expect(streakStateOf(run('2025-03-01', 6), '2025-03-06').freezesHeld).toBe(0);
    expect(streakOf(run('2025-03-01', 6), '2025-03-08')).toBe(0);
  });

  it('covers one missed day per freeze: two missed days with one freeze end the streak', () => {
    expect(streakOf(run('2025-03-01', 7), '2025-03-10')).toBe(0);
  });

  it('holds at most two, earned at 7 and 14 days; a third week earns none beyond the cap', () => {
    expect(streakStateOf(run('2025-03-01', 14), '2025-03-14').freezesHeld).toBe(2);
    expect(streakStateOf(run('2025-03-01', 21), '2025-03-21').freezesHeld).toBe(MAX_FREEZES_HELD);
    // Two missed days, two freezes: the 21-day streak survives and both are spent.
    expect(streakStateOf(run('2025-03-01', 21), '2025-03-24')).toEqual({
      streak: 21,
      freezesHeld: 0,
      frozenDates: ['2025-03-22', '2025-03-23'],
    });
  });

  it('restarts the in-a-row count after a frozen day: 7 more days earn the next freeze', () => {
    const dates = [...run('2025-03-01', 7), ...run('2025-03-09', 6)]; // 03-08 frozen, then 6 days
    expect(streakStateOf(dates, '2025-03-14')).toMatchObject({ streak: 13, freezesHeld: 0 });
    expect(streakStateOf([...dates, '2025-03-15'], '2025-03-15')).toMatchObject({
      streak: 14,
      freezesHeld: 1,
    });
  });

  it('spends the freeze on the first of two missed days; the second ends the run', () => {
    // 7 days, then 2 missed with 1 freeze: the freeze is spent on the first, the second ends the run.
    const state = streakStateOf([...run('2025-03-01', 7), '2025-03-10'], '2025-03-10');
    expect(state).toEqual({ streak: 1, freezesHeld: 0, frozenDates: [] });
  });

  it('counts local dates across a DST change in New York and London', () => {
    // One completion each evening across the spring-forward night (New York: 2025-03-09, London: 2025-03-30),
    // at a UTC time that is evening in the zone on both sides of the change.
    for (const [zone, start, utcTime] of [
      ['America/New_York', '2025-03-05', '23:30'],
      ['Europe/London', '2025-03-26', '21:30'],
    ] as const) {
      const instants = run(start, 7).map((date) => new Date(`${date}T${utcTime}:00Z`));
      const stored = instants.map((instant) => localDateOf(instant, zone));
      expect(new Set(stored).size).toBe(7);
      expect(streakStateOf(stored, addDays(start, 6))).toMatchObject({ streak: 7, freezesHeld: 1 });
      expect(streakStateOf(stored, addDays(start, 8))).toMatchObject({
        streak: 7,
        frozenDates: [addDays(start, 7)],
      });
    }
  });

  it('is the same in every zone for the same stored dates: the learner’s own "today" decides what is missed', () => {
    const week = run('2025-06-01', 7);
    // 2025-06-09 01:00 UTC: Kolkata is on 06-09 (06-08 missed, frozen); Los Angeles is still on 06-08 (nothing missed yet).
    const instant = new Date('2025-06-09T01:00:00Z');
    expect(streakStateOf(week, localDateOf(instant, 'Asia/Kolkata'))).toMatchObject({
      streak: 7,
      frozenDates: ['2025-06-08'],
      freezesHeld: 0,
    });
    expect(streakStateOf(week, localDateOf(instant, 'America/Los_Angeles'))).toMatchObject({
      streak: 7,
      frozenDates: [],
      freezesHeld: 1,
    });
  });
});
