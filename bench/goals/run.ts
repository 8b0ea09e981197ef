/**
 * Goal understanding on real phrasings: npx tsx bench/goals/run.ts
 * Reads the curated library as the server does and prints, for the tuning set (goals.json) and the
 * held-out set (held-out.json, never used to tune the matcher), accuracy, wrong subjects and every miss.
 */
import { tracks } from '../../apps/api/src/ai/offline/curricula';
import { matchGoal } from '../../apps/api/src/ai/offline/goal-matching';
import { loadGoalCases, score } from './evaluate';

const known = new Set(tracks.map((track) => track.id));
console.log(`library: ${tracks.length} curated tracks`);
for (const set of ['goals', 'held-out'] as const) {
  const cases = loadGoalCases(set);
  const results = cases.map((testCase) => score(testCase, matchGoal(testCase.goal).trackIds));
  const right = results.filter((result) => result.outcome === 'right').length;
  const wrong = results.filter((result) => result.outcome === 'wrong-subject');
  const missing = [...new Set(cases.flatMap((testCase) => testCase.expect))].filter((id) => !known.has(id));
  const percent = ((100 * right) / cases.length).toFixed(1);
  console.log(
    `${set}: ${cases.length} goals, right ${right} (${percent} %), wrong subject ${wrong.length}` +
      (missing.length > 0 ? `; tracks not in the library: ${missing.join(', ')}` : ''),
  );
  for (const result of results.filter((entry) => entry.outcome !== 'right'))
    console.log(
      `  ${result.outcome === 'wrong-subject' ? 'WRONG' : 'miss '}  ${JSON.stringify(result.goal)}  ` +
        `expected [${result.expect.join(', ')}]  got [${result.got.join(', ')}]`,
    );
}
