import { shortDate } from '@/lib/short-date';

/** Calendar dates as 'YYYY-MM-DD' strings, read as that date wherever the browser is. */

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** '2 Dec' for a calendar date. */
export function formatShortDate(date: string): string {
  const utc = asUtc(date);
  return shortDate(utc.getUTCDate(), utc.getUTCMonth());
}

/** The date `days` later (or earlier, when negative). */
export const addDays = (date: string, days: number) =>
  new Date(asUtc(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (date: string) => (asUtc(date).getUTCDay() + 6) % 7;

/** The browser's own calendar date today. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear())}-${month}-${day}`;
}
