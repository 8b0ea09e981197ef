import { addDays, localDateOf, wallClockInstant, type LocalDate } from '../../lib/local-date';

/** 'HH:MM' → minutes after midnight; throws on anything else (the contract validated it already). */
export function parseReminderTime(time: string): { hour: number; minute: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`invalid reminder time ${time}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** The instant the wall-clock time `time` happens on `date` in `timeZone` (see wallClockInstant for DST). */
export function reminderInstant(date: LocalDate, time: string, timeZone: string): Date {
  const { hour, minute } = parseReminderTime(time);
  return wallClockInstant(date, hour, minute, timeZone);
}

export interface NextReminder {
  /** When to send, in UTC. */
  dueAt: Date;
  /** The learner's calendar date the reminder belongs to (part of the delivery's unique key). */
  localDate: LocalDate;
}

/**
 * The first reminder strictly after `after`, on `fromDate` or a later date (the date after the one just
 * handled, so a reminder date is never reused). Dates are computed in the learner's zone, each date's
 * instant on its own, so the result stays right across DST changes. An unknown zone counts as UTC.
 */
export function nextReminder(
  time: string,
  timeZone: string,
  after: Date,
  fromDate?: LocalDate,
): NextReminder {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const today = localDateOf(after, zone);
  let date = fromDate && fromDate > today ? fromDate : today;
  for (;;) {
    const dueAt = reminderInstant(date, time, zone);
    if (dueAt.getTime() > after.getTime()) return { dueAt, localDate: date };
    date = addDays(date, 1);
  }
}

const knownZones = new Map<string, boolean>();

/** Whether Intl knows the zone (cached: building a formatter per learner is slow in a batch of thousands). */
export function isTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}
