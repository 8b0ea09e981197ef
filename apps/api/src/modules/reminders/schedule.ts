import { addDays, localDateOf, type LocalDate } from '../plan/local-date';

const DAY_MS = 86_400_000;
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at an instant, in milliseconds (local wall clock minus UTC). */
function offsetMs(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** 'HH:MM' → minutes after midnight; throws on anything else (the contract validated it already). */
export function parseReminderTime(time: string): { hour: number; minute: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`invalid reminder time ${time}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/**
 * The instant the wall-clock time `time` happens on `date` in `timeZone`, as Temporal's "compatible"
 * disambiguation does it: a time that happens twice (autumn fall-back) is taken at its first
 * occurrence, so the reminder is sent once; a time skipped by a spring-forward gap moves forward by
 * the gap's length (02:30 in a 02:00→03:00 gap becomes 03:30), i.e. the first sensible instant after.
 */
export function reminderInstant(date: LocalDate, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const { hour, minute } = parseReminderTime(time);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Transitions are months apart, so the offsets a day either side are the only two candidates.
  const before = offsetMs(wall - DAY_MS, timeZone);
  const after = offsetMs(wall + DAY_MS, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  const first = valid[0];
  // No candidate: the wall time falls in a gap. The pre-transition offset lands just after the gap.
  return new Date(first ?? wall - before);
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
export function nextReminder(time: string, timeZone: string, after: Date, fromDate?: LocalDate): NextReminder {
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
