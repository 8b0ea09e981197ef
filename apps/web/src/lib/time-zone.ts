/** Old IANA names some browsers still report, mapped to today's canonical name. */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
};

/** The browser's IANA time zone (e.g. Asia/Kolkata), sent at signup, login and with reminders. */
export function getTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return RENAMED[zone] ?? zone;
}
