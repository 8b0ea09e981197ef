/** The certificate rules: who may have one, and what it says. Plain functions, no I/O. */

export type CertificateGate =
  { eligible: true; daysCompleted: number } | { eligible: false; daysCompleted: number; duration: number };

/** Eligible only when every day 1..duration of the plan has a completion. */
export function certificateGate(duration: number, completedDays: Iterable<number>): CertificateGate {
  const done = new Set<number>();
  for (const day of completedDays) if (Number.isInteger(day) && day >= 1 && day <= duration) done.add(day);
  if (duration > 0 && done.size === duration) return { eligible: true, daysCompleted: done.size };
  return { eligible: false, daysCompleted: done.size, duration };
}

export const notCompletedMessage = (daysCompleted: number, duration: number) =>
  `Course not completed. You have completed ${daysCompleted} of ${duration} days; finish every day of your plan to earn the certificate.`;

/**
 * Start = the earlier of the day the plan was made and the first completion; completion = the last
 * completion. Dates are the learner's local calendar dates (YYYY-MM-DD strings compare as text).
 */
export function certificateDates(
  planCreatedOn: string,
  completionDates: readonly string[],
): { startedOn: string; completedOn: string } {
  const sorted = [...completionDates].sort();
  const first = sorted[0] ?? planCreatedOn;
  const last = sorted[sorted.length - 1] ?? planCreatedOn;
  return { startedOn: first < planCreatedOn ? first : planCreatedOn, completedOn: last };
}

/** The name as printed: control characters dropped, runs of white space collapsed. */
export function certificateName(input: string): string {
  // Zero-width joiners (U+200C/D) stay: Indic scripts need them to shape a name correctly.
  return (
    input
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** "2025-03-17" → "17 March 2025": unambiguous in every country, unlike 03/17/2025. */
export function formatCertificateDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
