/**
 * Goal understanding on real phrasings: npx tsx bench/goals/run.ts
 * Reads the curated library as the server does and prints, for the tuning set (goals.json) and the
 * held-out set (held-out.json, never used to tune the matcher), each part's figures and every miss:
 * the tracks matched; for goals naming a technology no course teaches, whether the learner is told and
 * whether the nearest courses offered are ones they would accept; for a subject named inside a broader
 * goal, whether its days lead the plan at Intermediate and Advanced.
 */
import { tracks } from '../../apps/api/src/ai/offline/curricula';
import { goalSubject, matchGoal } from '../../apps/api/src/ai/offline/goal-matching';
import { planCoverage } from '../../apps/api/src/ai/offline/goal/coverage';
import { buildOfflinePlan } from '../../apps/api/src/ai/offline/plan-builder';
import { leadsRight, loadGoalCases, nearestRight, score, type GoalCase } from './evaluate';

const known = new Set(tracks.map((track) => track.id));
const percent = (right: number, total: number) =>
  `${right}/${total} (${((100 * right) / total).toFixed(1)} %)`;

function coverageOf(goal: string) {
  const match = matchGoal(goal);
  return planCoverage(
    {
      goal,
      subject: goalSubject(goal),
      trackIds: match.trackIds,
      origin: 'offline',
      context: match.context,
      untaught: match.untaught,
    },
    tracks,
  );
}

function report(set: 'goals' | 'held-out', cases: GoalCase[]) {
  const results = cases.map((testCase) => score(testCase, matchGoal(testCase.goal).trackIds));
  const right = results.filter((result) => result.outcome === 'right').length;
  const wrong = results.filter((result) => result.outcome === 'wrong-subject');
  const missing = [...new Set(cases.flatMap((testCase) => testCase.expect))].filter((id) => !known.has(id));
  console.log(
    `${set}: ${cases.length} goals, tracks right ${percent(right, cases.length)}, wrong subject ${wrong.length}` +
      (missing.length > 0 ? `; tracks not in the library: ${missing.join(', ')}` : ''),
  );
  for (const result of results.filter((entry) => entry.outcome !== 'right'))
    console.log(
      `  ${result.outcome === 'wrong-subject' ? 'WRONG' : 'miss '}  ${JSON.stringify(result.goal)}  ` +
        `expected [${result.expect.join(', ')}]  got [${result.got.join(', ')}]`,
    );

  const untaught = cases.filter((testCase) => testCase.untaught);
  const told = untaught.filter((testCase) =>
    coverageOf(testCase.goal).note.includes(`teaches ${testCase.untaught ?? ''}`),
  );
  if (untaught.length > 0)
    console.log(`  untaught technology told: ${percent(told.length, untaught.length)}`);
  for (const testCase of untaught.filter((entry) => !told.includes(entry)))
    console.log(
      `    not told  ${JSON.stringify(testCase.goal)}  note: ${coverageOf(testCase.goal).note.slice(0, 90)}…`,
    );

  const withNearest = cases.filter((testCase) => testCase.nearest);
  const nearestMisses = withNearest
    .map((testCase) => ({ testCase, offered: coverageOf(testCase.goal).nearest.map((course) => course.id) }))
    .filter(({ testCase, offered }) => !nearestRight(testCase.nearest ?? [], offered));
  if (withNearest.length > 0)
    console.log(
      `  nearest acceptable: ${percent(withNearest.length - nearestMisses.length, withNearest.length)}`,
    );
  for (const { testCase, offered } of nearestMisses)
    console.log(
      `    nearest  ${JSON.stringify(testCase.goal)}  accepted [${(testCase.nearest ?? []).join(', ')}]  offered [${offered.join(', ')}]`,
    );

  const withLeads = cases.filter((testCase) => testCase.leads);
  const leadMisses = withLeads
    .map((testCase) => ({
      testCase,
      firsts: (['Intermediate', 'Advanced'] as const).map((level) =>
        buildOfflinePlan(testCase.goal, level).sources.slice(0, 2),
      ),
    }))
    .filter(({ testCase, firsts }) => !firsts.every((sources) => leadsRight(testCase.leads ?? [], sources)));
  if (withLeads.length > 0)
    console.log(`  named subject leads: ${percent(withLeads.length - leadMisses.length, withLeads.length)}`);
  for (const { testCase, firsts } of leadMisses)
    console.log(
      `    lead  ${JSON.stringify(testCase.goal)}  expected one of [${(testCase.leads ?? []).join(', ')}]  ` +
        `first days ${firsts.map((sources) => sources.join(' ')).join(' / ')}`,
    );
}

console.log(`library: ${tracks.length} curated tracks`);
for (const set of ['goals', 'held-out'] as const) report(set, loadGoalCases(set));
