import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface GoalCase {
  goal: string;
  /** Curated track ids, primary first; [] when no curated track covers the goal. */
  expect: string[];
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
