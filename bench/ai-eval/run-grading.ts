/**
 * Answer grading on the evaluation set: npx tsx bench/ai-eval/run-grading.ts
 * Grades every answer with the offline engine (the curated rubric the question names, else the rubric
 * of a generic cross-question) and prints the share in band, per kind, and every miss.
 */
import { offlineEvaluate } from '../../apps/api/src/ai/offline/cross-questions';
import { accuracy, gradeCases, loadGradingCases } from './grading-eval';

const graded = gradeCases(loadGradingCases(), (question, answer) => offlineEvaluate(question, answer));
const { overall, byKind } = accuracy(graded);
console.log(`grading: ${graded.length} answers, ${(100 * overall).toFixed(1)} % in band`);
console.log(
  `by kind: ${Object.entries(byKind)
    .map(([kind, share]) => `${kind} ${share}`)
    .join(', ')}`,
);
const heldOut = graded.filter((entry) => entry.set === 'held-out');
console.log(`held-out: ${heldOut.length} answers, ${(100 * accuracy(heldOut).overall).toFixed(1)} % in band`);
for (const miss of graded.filter((entry) => entry.got !== entry.band))
  console.log(
    `  miss  ${miss.kind} scored ${miss.score} (${miss.got}, wanted ${miss.band})  ${JSON.stringify(miss.question)}  ${JSON.stringify(miss.answer.slice(0, 90))}`,
  );
