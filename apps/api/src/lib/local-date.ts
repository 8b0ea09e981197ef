/** Calendar dates as 'YYYY-MM-DD' strings: compared as text, shifted by whole days without DST traps. */
export type LocalDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function formatDate(instant: Date, timeZone: string): LocalDate {
  try {
    return formatterFor(timeZone).format(instant);
  } catch {
    return formatterFor('UTC').format(instant);
  }
}

const MINUTE_MS = 60_000;
/** The last answer per zone, for its UTC minute: every zone's offset is whole minutes, so a date can only change on a minute boundary. */
const lastDates = new Map<string, { minute: number; date: LocalDate }>();

/**
 * The learner's calendar date at `instant` in their IANA zone; an unknown zone counts as UTC.
 * ICU formatting is ~10 µs and the hot path asks on every call, so the answer is reused within a minute.
 */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const date = formatDate(instant, timeZone);
  // Only real zones (those with a formatter) are kept: the map stays as small as the zone list.
  if (Number.isFinite(minute) && formatters.has(timeZone)) lastDates.set(timeZone, { minute, date });
  return date;
}

/** Shifts a calendar date by whole days (UTC arithmetic on a date has no DST). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at an instant, in milliseconds (local wall clock minus UTC). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
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

/**
 * The instant the wall-clock time hour:minute happens on `date` in `timeZone`, as Temporal's
 * "compatible" disambiguation does it: a time that happens twice (autumn fall-back) is taken at its
 * first occurrence; a time skipped by a spring-forward gap moves forward by the gap's length
 * (02:30 in a 02:00→03:00 gap becomes 03:30), i.e. the first sensible instant after.
 */
export function wallClockInstant(date: LocalDate, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Transitions are months apart, so the offsets a day either side are the only two candidates.
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + zoneOffsetMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  const first = valid[0];
  // No candidate: the wall time falls in a gap. The pre-transition offset lands just after the gap.
  return new Date(first ?? wall - before);
}

/** When `date` begins in `timeZone`: local midnight, or the first instant after it where a DST gap skips midnight. */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  try {
    return wallClockInstant(date, 0, 0, timeZone);
  } catch {
    return wallClockInstant(date, 0, 0, 'UTC');
  }
}
