/**
 * Chromium's ICU still reports some zones by their old IANA names (India is "Asia/Calcutta"). Both
 * names work everywhere, but learners should see today's name, and an old and a new name must not
 * read as two different zones.
 */
const renamed: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
};

export const currentZoneName = (zone: string) => renamed[zone] ?? zone;

export const isSameZone = (a: string, b: string) => currentZoneName(a) === currentZoneName(b);

/** "India Standard Time (Asia/Kolkata)"; just the name where the zone has no long name to add. */
export function describeTimeZone(zone: string, locale?: string): string {
  const name = currentZoneName(zone);
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' }).formatToParts(
      new Date(),
    );
    const long = parts.find((part) => part.type === 'timeZoneName')?.value;
    return long && long !== name ? `${long} (${name})` : name;
  } catch {
    return name;
  }
}
