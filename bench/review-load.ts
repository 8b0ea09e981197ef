// Spaced review load: how many review questions FSRS (ts-fsrs, the app's own settings) brings back per
// day for a learner who answers 3 quiz questions a day for 30 days, with a fixed mix of ratings, and how
// many the review step (at most 5 a day, due first) asks. No database or server: the scheduler only.
// Run from the repository root: npx tsx bench/review-load.ts
// Writes its figures into docs/benchmarks.md under "## Spaced review load".
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { REVIEW_STEP_SIZE } from '../packages/contract/src/review';
import { ratingForScore, ratingName } from '../apps/api/src/modules/review/rating';
import { schedule, type CardColumns } from '../apps/api/src/modules/review/scheduler';

const NEW_PER_DAY = 3;
const LESSON_DAYS = 30;
const SIMULATED_DAYS = 60;
const DAY_MS = 86_400_000;
/** Grader scores in a fixed cycle: 1 wrong (Again), 2 partly right (Hard), 6 right (Good), 1 complete (Easy). */
const SCORE_CYCLE = [9, 6, 8, 3, 9, 10, 8, 6, 9, 8];
const start = Date.UTC(2026, 0, 5, 3, 30); // 09:00 in India, the learner's daily visit.

interface Day {
  day: number;
  added: number;
  due: number;
  asked: number;
  backlog: number;
}

function simulate(stepSize: number): Day[] {
  const cards: CardColumns[] = [];
  let answers = 0;
  const nextScore = () => SCORE_CYCLE[answers++ % SCORE_CYCLE.length] ?? 8;
  const days: Day[] = [];
  for (let day = 1; day <= SIMULATED_DAYS; day += 1) {
    const now = new Date(start + (day - 1) * DAY_MS);
    // The review step first: due cards, longest overdue first, at most stepSize.
    const due = cards
      .map((card, index) => ({ card, index }))
      .filter(({ card }) => card.due.getTime() <= now.getTime())
      .sort((a, b) => a.card.due.getTime() - b.card.due.getTime());
    const asked = due.slice(0, stepSize);
    for (const { card, index } of asked) cards[index] = schedule(card, ratingForScore(nextScore()), now).card;
    // Then the day's lesson quiz: 3 new questions, first rated by the grader's score.
    const added = day <= LESSON_DAYS ? NEW_PER_DAY : 0;
    for (let item = 0; item < added; item += 1)
      cards.push(schedule(null, ratingForScore(nextScore()), new Date(now.getTime() + 20 * 60_000)).card);
    days.push({ day, added, due: due.length, asked: asked.length, backlog: due.length - asked.length });
  }
  return days;
}

const capped = simulate(REVIEW_STEP_SIZE);
const uncapped = simulate(Number.POSITIVE_INFINITY);
const sum = (days: Day[], key: keyof Day) => days.reduce((total, day) => total + day[key], 0);
const mix = SCORE_CYCLE.map((score) => ratingName(ratingForScore(score)));
const count = (name: string) => mix.filter((rating) => rating === name).length;

const rows = capped.map((day, index) => {
  const free = uncapped[index]!;
  return `| ${String(day.day)} | ${String(day.added)} | ${String(free.due)} | ${String(day.due)} | ${String(day.asked)} | ${String(day.backlog)} |`;
});
const firstMonth = capped.slice(0, LESSON_DAYS);
const section = `## Spaced review load

Review questions due per day for a learner who answers ${String(NEW_PER_DAY)} quiz questions a day for ${String(LESSON_DAYS)} days
(then stops) and opens the app once a day, scheduled by the app's FSRS settings (\`apps/api/src/modules/review/scheduler.ts\`:
ts-fsrs default weights, 90% desired retention, no minute steps, no fuzz). Ratings follow a fixed cycle of grader scores
(${SCORE_CYCLE.join(', ')}): ${String(count('Again'))} Again, ${String(count('Hard'))} Hard, ${String(count('Good'))} Good,
${String(count('Easy'))} Easy in every ${String(SCORE_CYCLE.length)} answers (decision 027's mapping). "Due (no cap)" answers every due question; the
app's review step asks at most ${String(REVIEW_STEP_SIZE)}, longest overdue first, and the rest wait ("left for later").

| day | new quiz questions | due (no cap) | due (step of ${String(REVIEW_STEP_SIZE)}) | asked | left for later |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Over the ${String(LESSON_DAYS)} lesson days: ${String(sum(firstMonth, 'added'))} questions answered in lessons, ${String(sum(uncapped.slice(0, LESSON_DAYS), 'due'))} reviews due without a cap
(at most ${String(Math.max(...uncapped.slice(0, LESSON_DAYS).map((day) => day.due)))} on one day), ${String(sum(firstMonth, 'asked'))} asked by the step. Over all ${String(SIMULATED_DAYS)} days the step asked
${String(sum(capped, 'asked'))} reviews; the most left for later on one day was ${String(Math.max(...capped.map((day) => day.backlog)))}.

Command: \`npx tsx bench/review-load.ts\` (from the repository root). Machine: ${String(os.cpus().length)} cores,
Node ${process.version}, ${process.platform} ${process.arch}; run on ${new Date().toISOString().slice(0, 10)}.
`;

const file = 'docs/benchmarks.md';
const text = readFileSync(file, 'utf8');
const begin = text.indexOf('## Spaced review load');
const end = begin < 0 ? -1 : text.indexOf('\n## ', begin + 1);
const updated =
  begin < 0
    ? `${text.trimEnd()}\n\n${section}`
    : `${text.slice(0, begin)}${section}${end < 0 ? '' : text.slice(end)}`;
writeFileSync(file, updated);
console.log(section);
