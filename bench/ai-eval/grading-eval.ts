import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Band = 'low' | 'partial' | 'good';

export interface GradingCase {
  kind: string;
  band: Band;
  question: string;
  answer: string;
  /** "held-out": written after the grader was tuned on the rest, to keep the figure honest. */
  set?: string;
}

export interface GradedCase extends GradingCase {
  score: number;
  got: Band;
  feedback: string;
}

/** Score bands on the 0-10 scale the learner sees. */
export const BANDS: Record<Band, readonly [number, number]> = { low: [0, 3], partial: [4, 6], good: [7, 10] };

export const bandOf = (score: number): Band =>
  score >= BANDS.good[0] ? 'good' : score >= BANDS.partial[0] ? 'partial' : 'low';

export function loadGradingCases(): GradingCase[] {
  const file = path.join(import.meta.dirname, 'grading.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { cases: GradingCase[] }).cases;
}

/** Grades every case with `evaluate` (question, answer) and records the band each landed in. */
export function gradeCases(
  cases: readonly GradingCase[],
  evaluate: (question: string, answer: string) => { score: number; feedback: string },
): GradedCase[] {
  return cases.map((testCase) => {
    const { score, feedback } = evaluate(testCase.question, testCase.answer);
    return { ...testCase, score, feedback, got: bandOf(score) };
  });
}

/** Share of cases in band, overall and per kind. */
export function accuracy(graded: readonly GradedCase[]): { overall: number; byKind: Record<string, string> } {
  const byKind: Record<string, string> = {};
  for (const kind of [...new Set(graded.map((entry) => entry.kind))]) {
    const of = graded.filter((entry) => entry.kind === kind);
    byKind[kind] = `${of.filter((entry) => entry.got === entry.band).length}/${of.length}`;
  }
  const right = graded.filter((entry) => entry.got === entry.band).length;
  return { overall: graded.length === 0 ? 0 : right / graded.length, byKind };
}
