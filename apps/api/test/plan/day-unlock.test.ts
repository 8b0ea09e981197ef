import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, startOfLocalDay } from '../../src/lib/local-date';
import { MIN_DAY_MS, dayStartFor, todayState, type Completion } from '../../src/modules/plan/today';

const WEST = 'Etc/GMT+12'; // UTC-12
const EAST = 'Etc/GMT-14'; // UTC+14
const HOUR = 3600_000;

/** Completes today's day at `at` in `zone` as the service does: the local date and the day's start. */
function completeAt(completions: Completion[], at: Date, zone: string, total = 30): Completion[] {
  const today = localDateOf(at, zone);
  const state = todayState(completions, total, today, at);
  if (state.completed) throw new Error(`day ${state.day} is still today's at ${at.toISOString()} in ${zone}`);
  return [
    ...completions,
    { day: state.day, localDate: today, dayStartedAt: dayStartFor(today, zone, completions) },
  ];
}
const stateAt = (completions: Completion[], at: Date, zone: string) =>
  todayState(completions, 30, localDateOf(at, zone), at);

describe('startOfLocalDay', () => {
  it('is the first instant of the date in its zone, across zones and DST changes', () => {
    const cases: Array<[string, string]> = [
      ['Asia/Kolkata', '2026-11-25'],
      ['America/New_York', '2026-03-08'], // spring forward (23-hour day)
      ['America/New_York', '2026-11-01'], // fall back (25-hour day)
      ['Europe/London', '2026-03-29'],
      ['America/Santiago', '2026-09-06'], // DST starts at midnight: 00:00 does not exist
      ['America/Havana', '2026-03-08'], // likewise
      ['Australia/Lord_Howe', '2026-10-04'], // a 30-minute shift
      [WEST, '2026-11-25'],
      [EAST, '2026-11-25'],
    ];
    for (const [zone, date] of cases) {
      const start = startOfLocalDay(date, zone);
      expect(localDateOf(start, zone), `${zone} ${date}`).toBe(date);
      expect(localDateOf(new Date(start.getTime() - 60_000), zone), `${zone} ${date} minus a minute`).toBe(
        addDays(date, -1),
      );
    }
  });
});

describe('a day unlocks at the later of local midnight and 20 hours after the last day began', () => {
  it('a learner who stays in one zone is never held back: a lesson at 23:50, the next at 00:05', () => {
    const zone = 'Asia/Kolkata';
    let done = completeAt([], new Date('2026-11-25T18:20:00Z'), zone); // 23:50 IST
    expect(stateAt(done, new Date('2026-11-25T18:29:00Z'), zone)).toMatchObject({ day: 1, completed: true });
    done = completeAt(done, new Date('2026-11-25T18:35:00Z'), zone); // 00:05 IST the next day
    expect(done.map((entry) => entry.day)).toEqual([1, 2]);
  });

  it('across DST changes the calendar rule alone applies (a 23-hour day is still more than 20 hours)', () => {
    const zone = 'America/New_York';
    // 2026-03-08 is 23 hours long; complete just after it starts, the next day opens at its midnight.
    let done = completeAt([], new Date('2026-03-08T05:05:00Z'), zone); // 00:05 EST
    expect(stateAt(done, new Date('2026-03-09T03:59:00Z'), zone)).toMatchObject({ day: 1, completed: true }); // 23:59 EDT
    done = completeAt(done, new Date('2026-03-09T04:01:00Z'), zone); // 00:01 EDT on the 9th
    // Autumn: the 25-hour day of 2026-11-01.
    done = completeAt(done, new Date('2026-11-01T04:05:00Z'), zone);
    expect(stateAt(done, new Date('2026-11-02T04:59:00Z'), zone)).toMatchObject({ day: 3, completed: true }); // 23:59 EST
    done = completeAt(done, new Date('2026-11-02T05:01:00Z'), zone);
    expect(done.map((entry) => entry.day)).toEqual([1, 2, 3, 4]);
  });

  it('hopping east right after a lesson does not open the next one before 20 hours', () => {
    const first = new Date('2026-11-25T12:05:00Z'); // 00:05 on the 25th at UTC-12
    const done = completeAt([], first, WEST);
    const hop = new Date(first.getTime() + 60_000); // now the 26th at UTC+14
    expect(localDateOf(hop, EAST)).toBe('2026-11-26');
    expect(stateAt(done, hop, EAST)).toMatchObject({ day: 1, completed: true });
    // The day began at 12:00Z; 20 hours later the next one opens, in the new zone's calendar.
    expect(stateAt(done, new Date('2026-11-26T07:59:00Z'), EAST)).toMatchObject({ day: 1, completed: true });
    expect(stateAt(done, new Date('2026-11-26T08:00:00Z'), EAST)).toMatchObject({ day: 2, completed: false });
  });

  it('three lessons in one sitting (before midnight, after midnight, then a hop east) is two', () => {
    let done = completeAt([], new Date('2026-11-26T11:50:00Z'), WEST); // 23:50 on the 25th
    done = completeAt(done, new Date('2026-11-26T12:01:00Z'), WEST); // 00:01 on the 26th: a new day, by the calendar
    const hop = new Date('2026-11-26T12:02:00Z'); // 02:02 on the 28th at UTC+14
    expect(stateAt(done, hop, EAST)).toMatchObject({ day: 2, completed: true });
    expect(() => completeAt(done, hop, EAST)).toThrow(/day 2 is still today's/);
  });

  it('a day opened early by a hop counts from when it opened: no second short day after it', () => {
    let done = completeAt([], new Date('2026-11-25T12:05:00Z'), WEST); // day began 2026-11-25T12:00Z
    const opened = new Date('2026-11-26T08:00:00Z'); // 20 h later, at UTC+14 (22:00 on the 26th)
    done = completeAt(done, opened, EAST);
    // Midnight of the 26th at UTC+14 was 2026-11-25T10:00Z, but the day opened at 08:00Z on the 26th.
    expect(new Date(done[1]?.dayStartedAt ?? 0).toISOString()).toBe('2026-11-26T08:00:00.000Z');
    // The 27th begins at UTC+14 two hours later; the next lesson still waits for 20 hours.
    expect(stateAt(done, new Date('2026-11-26T10:30:00Z'), EAST)).toMatchObject({ day: 2, completed: true });
    expect(stateAt(done, new Date('2026-11-27T03:59:00Z'), EAST)).toMatchObject({ day: 2, completed: true });
    expect(stateAt(done, new Date('2026-11-27T04:00:00Z'), EAST)).toMatchObject({ day: 3, completed: false });
  });

  it('over 30 days of hopping, lessons are at least 20 hours apart', () => {
    let done: Completion[] = [];
    const start = new Date('2026-11-25T12:01:00Z');
    const zones = [WEST, EAST];
    const unlocked: number[] = [];
    for (let minute = 0; minute < 30 * 24 * 60 && done.length < 30; minute += 15) {
      const at = new Date(start.getTime() + minute * 60_000);
      for (const zone of zones) {
        const state = stateAt(done, at, zone);
        if (!state.completed && !state.finished) {
          done = completeAt(done, at, zone);
          unlocked.push(at.getTime());
        }
      }
    }
    const gaps = unlocked.slice(1).map((at, index) => at - (unlocked[index] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MIN_DAY_MS);
    expect(MIN_DAY_MS).toBe(20 * HOUR);
  });

  it('rows without a day start (older than the rule) follow the calendar only', () => {
    const done: Completion[] = [{ day: 1, localDate: '2026-11-25' }];
    expect(todayState(done, 30, '2026-11-26', new Date('2026-11-25T12:00:00Z'))).toMatchObject({
      day: 2,
      completed: false,
    });
  });
});
