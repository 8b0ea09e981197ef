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

/** The learner's calendar date at `instant` in their IANA zone; an unknown zone counts as UTC. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  try {
    return formatterFor(timeZone).format(instant);
  } catch {
    return formatterFor('UTC').format(instant);
  }
}

/** Shifts a calendar date by whole days (UTC arithmetic on a date has no DST). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
