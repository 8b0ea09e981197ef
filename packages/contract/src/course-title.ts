import type { PlanCoverage } from './plan';

// Its own module, not in the package index: only the finish panel (loaded lazily) and the certificate use it,
// so it stays out of the web app's first load.
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
 * The course a certificate and the finish name: the curated course's own title when the plan follows one,
 * else the learner's goal as typed. A goal stored in capitals (the plan form once forced them) is set in
 * title case, so an older plan does not shout either.
 */
export function courseTitleOf(goal: string, coverage?: PlanCoverage): string {
  const curated = coverage?.method === 'curated' ? coverage.courses[0]?.title : undefined;
  if (curated) return curated;
  const course = goal.trim();
  if (course !== course.toUpperCase() || !/\p{Lu}/u.test(course)) return course;
  return course
    .toLowerCase()
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
