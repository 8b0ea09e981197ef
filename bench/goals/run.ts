/**
 * Goal understanding on real phrasings: npx tsx bench/goals/run.ts
 * Reads the curated library as the server does and prints accuracy, wrong subjects and every miss.
 */
import { tracks } from '../../apps/api/src/ai/offline/curricula';
import { matchGoal } from '../../apps/api/src/ai/offline/goal-matching';
import { loadGoalCases, score } from './evaluate';

const cases = loadGoalCases();
const known = new Set(tracks.map((track) => track.id));
const results = cases.map((testCase) => score(testCase, matchGoal(testCase.goal).trackIds));
const right = results.filter((result) => result.outcome === 'right').length;
const wrong = results.filter((result) => result.outcome === 'wrong-subject');
const missingTracks = [...new Set(cases.flatMap((testCase) => testCase.expect))].filter(
  (id) => !known.has(id),
);

console.log(
  `library: ${tracks.length} curated tracks${missingTracks.length ? `; expected but missing: ${missingTracks.join(', ')}` : ''}`,
);
console.log(
  `goals: ${cases.length}, right ${right} (${((100 * right) / cases.length).toFixed(1)} %), wrong subject ${wrong.length}`,
);
for (const result of results.filter((entry) => entry.outcome !== 'right'))
  console.log(
    `  ${result.outcome === 'wrong-subject' ? 'WRONG' : 'miss '}  ${JSON.stringify(result.goal)}  expected [${result.expect.join(', ')}]  got [${result.got.join(', ')}]`,
  );
