const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2025-03-17" (a calendar date) → "17 March 2025", the way the PDF prints it. */
export function formatCalendarDate(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return dateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** An ISO instant → its UTC calendar date, as above. */
export const formatInstantDate = (iso: string) => formatCalendarDate(iso.slice(0, 10));
