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

/** The tuning set (grading.json), or the held-out one (held-out/grading.json), which is never tuned on. */
export function loadGradingCases(part: 'tuning' | 'held-out' = 'tuning'): GradingCase[] {
  const files = part === 'tuning' ? ['grading.json', 'grading-tuning-2.json'] : ['held-out/grading.json'];
  return files.flatMap(loadGradingFile);
}

/** One set file under bench/ai-eval. */
export function loadGradingFile(file: string): GradingCase[] {
  return (JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8')) as { cases: GradingCase[] })
    .cases;
}

/**
 * The targets of the grading issue, on the 0-10 scale: right answers in the learner's own words 7 or
 * more, partial answers 3 to 6, and every answer that shows no understanding 3 or less.
 */
export const TARGET_BANDS: Record<Band, readonly [number, number]> = {
  good: [7, 10],
  partial: [3, 6],
  low: [0, 3],
};

/** Share of cases whose score lands in the target band of their expected band, per band. */
export function targetShares(graded: readonly GradedCase[]): Record<Band, { met: number; of: number }> {
  const shares = { good: { met: 0, of: 0 }, partial: { met: 0, of: 0 }, low: { met: 0, of: 0 } };
  for (const entry of graded) {
    const [low, high] = TARGET_BANDS[entry.band];
    shares[entry.band].of += 1;
    if (entry.score >= low && entry.score <= high) shares[entry.band].met += 1;
  }
  return shares;
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
