/**
 * Answer grading on the evaluation set: npx tsx bench/ai-eval/run-grading.ts
 * Grades every answer of the tuning set and of the held-out set with the offline engine (the curated rubric
 * of a generic cross-question) and prints the share in band, per kind, and every miss.
 */
import { offlineEvaluate } from '../../apps/api/src/ai/offline/cross-questions';
import { accuracy, gradeCases, loadGradingCases } from './grading-eval';

import { targetShares, type GradedCase } from './grading-eval';

function report(label: string, graded: readonly GradedCase[]) {
  const { overall, byKind } = accuracy(graded);
  const targets = targetShares(graded);
  const share = (band: 'good' | 'partial' | 'low') =>
    `${targets[band].met}/${targets[band].of} (${((100 * targets[band].met) / Math.max(1, targets[band].of)).toFixed(1)} %)`;
  console.log(`${label}: ${graded.length} answers, ${(100 * overall).toFixed(1)} % in band`);
  console.log(
    `  targets: good ≥ 7 ${share('good')}, partial 3-6 ${share('partial')}, low ≤ 3 ${share('low')}`,
  );
  console.log(
    `  by kind: ${Object.entries(byKind)
      .map(([kind, value]) => `${kind} ${value}`)
      .join(', ')}`,
  );
  for (const miss of graded.filter((entry) => entry.got !== entry.band))
    console.log(
      `  miss  ${miss.kind} scored ${miss.score} (${miss.got}, wanted ${miss.band})  ${JSON.stringify(miss.question)}  ${JSON.stringify(miss.answer.slice(0, 90))}`,
    );
}

const evaluate = (question: string, answer: string) => offlineEvaluate(question, answer);
report('tuning', gradeCases(loadGradingCases('tuning'), evaluate));
// Held-out: written before tuning, never tuned on. With --quiet-held-out only its figures are printed.
const heldOut = gradeCases(loadGradingCases('held-out'), evaluate);
if (process.argv.includes('--quiet-held-out')) {
  const targets = targetShares(heldOut);
  console.log(
    `held-out: ${heldOut.length} answers, ${(100 * accuracy(heldOut).overall).toFixed(1)} % in band; good ${targets.good.met}/${targets.good.of}, partial ${targets.partial.met}/${targets.partial.of}, low ${targets.low.met}/${targets.low.of}`,
  );
} else report('held-out', heldOut);
