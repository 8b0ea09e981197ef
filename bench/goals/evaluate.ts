import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface GoalCase {
  goal: string;
  /** Curated track ids, primary first; [] when no curated track covers the goal. */
  expect: string[];
  /** A technology no curated course teaches, named in the goal: the learner must be told, by this name. */
  untaught?: string;
  /** For a goal no course covers: the courses a learner of it would accept as nearest ([] = none is near). */
  nearest?: string[];
  /**
   * A subject named inside a broader goal ("SQL window functions"): plan days ("sql-databases:15") of
   * which one must be among the first two days at Intermediate and at Advanced.
   */
  leads?: string[];
}

export type Outcome = 'right' | 'honest-miss' | 'wrong-subject';

export interface Scored extends GoalCase {
  got: string[];
  outcome: Outcome;
}

/** goals.json (the set the matcher was built against) or held-out.json (never used to tune it). */
export function loadGoalCases(set: 'goals' | 'held-out' = 'goals'): GoalCase[] {
  const file = path.join(import.meta.dirname, `${set}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { goals: GoalCase[] }).goals;
}

/**
 * Right: the same tracks with the same primary. A wrong subject: any track the goal did not ask for
 * (the plan would teach something else without saying so). Anything else (fewer tracks, or the study
 * method with its note) is an honest miss.
 */
export function score(testCase: GoalCase, got: readonly string[]): Scored {
  const right =
    got.length === testCase.expect.length &&
    got[0] === testCase.expect[0] &&
    testCase.expect.every((id) => got.includes(id));
  const wrong = got.some((id) => !testCase.expect.includes(id));
  return { ...testCase, got: [...got], outcome: right ? 'right' : wrong ? 'wrong-subject' : 'honest-miss' };
}

/**
 * Nearest courses are right when every course offered is one the learner would accept, and some are
 * offered exactly when some would be accepted.
 */
export function nearestRight(accepted: readonly string[], offered: readonly string[]): boolean {
  return offered.every((id) => accepted.includes(id)) && offered.length > 0 === accepted.length > 0;
}

/** The named subject leads when one of its days is among the first two of the plan. */
export function leadsRight(leads: readonly string[], sources: readonly string[]): boolean {
  return sources.slice(0, 2).some((source) => leads.includes(source));
}
