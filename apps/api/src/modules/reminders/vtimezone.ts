import { zoneOffsetMs } from '../../lib/local-date';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

interface Transition {
  /** The instant the offset changes. */
  at: number;
  from: number;
  to: number;
}

/** The first minute at which the offset differs from the one at `start` (the change lies in (start, end]). */
function bisect(start: number, end: number, timeZone: string): number {
  const before = zoneOffsetMs(start, timeZone);
  let low = start;
  let high = end;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (zoneOffsetMs(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** The zone's offset changes during `year`, found day by day and then to the minute. */
export function transitionsIn(year: number, timeZone: string): Transition[] {
  const transitions: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let day = Date.UTC(year, 0, 1);
  let offset = zoneOffsetMs(day, timeZone);
  while (day < end) {
    const next = Math.min(day + DAY_MS, end);
    const nextOffset = zoneOffsetMs(next, timeZone);
    if (nextOffset !== offset)
      transitions.push({ at: bisect(day, next, timeZone), from: offset, to: nextOffset });
    offset = nextOffset;
    day = next;
  }
  return transitions;
}

/** ±HHMM (§3.3.14 UTC-OFFSET). */
export function utcOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / MINUTE_MS);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${offsetMs < 0 ? '-' : '+'}${hh}${mm}`;
}

/** A wall-clock time as an iCalendar local DATE-TIME (YYYYMMDDTHHMMSS), from ms since the epoch "as if UTC". */
export function localDateTime(wallMs: number): string {
  return new Date(wallMs).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/** BYDAY for the transition's weekday in its month: 2SU, or -1SU for the last one (how zone rules are written). */
function yearlyRule(wallMs: number): string {
  const date = new Date(wallMs);
  const day = date.getUTCDate();
  const daysInMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  const nth = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
  return `RRULE:FREQ=YEARLY;BYMONTH=${date.getUTCMonth() + 1};BYDAY=${nth}${WEEKDAYS[date.getUTCDay()]}`;
}

/**
 * A VTIMEZONE for an IANA zone (§3.6.5), read from the runtime's time zone data: every TZID in a file
 * needs one. A zone without changes in `year` gets one STANDARD observance; a zone with daylight
 * saving gets a STANDARD and a DAYLIGHT one, each repeating yearly on its weekday rule (as "second
 * Sunday of March"). Calendar apps that know the IANA name use their own data; this is for the rest.
 */
export function vtimezone(timeZone: string, year: number): string[] {
  const transitions = transitionsIn(year, timeZone);
  const head = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = utcOffset(zoneOffsetMs(Date.UTC(year, 0, 1), timeZone));
    return [
      ...head,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
  }
  const observances = transitions.flatMap(({ at, from, to }) => {
    const kind = to > from ? 'DAYLIGHT' : 'STANDARD';
    // An observance starts at the local time of the change, read with the offset in force before it.
    const wall = at + from;
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localDateTime(wall)}`,
      ...(transitions.length === 2 ? [yearlyRule(wall)] : []),
      `TZOFFSETFROM:${utcOffset(from)}`,
      `TZOFFSETTO:${utcOffset(to)}`,
      `END:${kind}`,
    ];
  });
  return [...head, ...observances, 'END:VTIMEZONE'];
}
