const options: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** The server's next reminder instant, told in the zone it was scheduled for (the learner's). */
export function formatNextReminder(iso: string, timeZone: string | null, locale?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? undefined }).format(date);
  } catch {
    // An unknown zone name: the browser's own zone still tells the right instant.
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}
