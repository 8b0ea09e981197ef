/** The browser's IANA time zone (e.g. Asia/Kolkata), sent at signup and login. */
export function getTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
