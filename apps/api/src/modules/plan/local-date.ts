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
