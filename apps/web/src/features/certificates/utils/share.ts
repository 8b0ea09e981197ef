import type { CertificateRecord, PlanCoverage } from '@pathwise/contract';

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * The course as a learner would write it: the curated course's own title when the plan is one curated
 * course, else the goal, with a goal typed in capitals (the plan form sends it so) set in title case.
 */
export function courseTitleOf(course: string, coverage?: PlanCoverage): string {
  const curated = coverage?.method === 'curated' ? coverage.courses[0]?.title : undefined;
  if (curated) return curated;
  if (course !== course.toUpperCase()) return course;
  return course
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** LinkedIn's "Add licence or certification" form, filled in with the certificate. */
export function linkedInAddUrl(record: CertificateRecord, courseTitle: string): string {
  const issued = new Date(record.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: courseTitle,
    organizationName: 'Pathwise',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: record.verificationUrl,
    certId: record.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
