// Learning that adapts: four scripted learners follow the same 30-day plan through the real API (the app built
// in-process on PGlite, requests by app.inject), each day as a learner would: today's lesson, "Hi" to the tutor,
// the quiz, the review step, completing the day; then a day passes (bench/support/clock.ts). The figures say
// whether the product treats them differently: the tutor's openings, the recap offers, the review step, what
// each ends up knowing (key-point mastery) and the streak. The checks at the end exit 1 when one fails.
// Run from the repository root: npx tsx bench/adaptive-learners.ts
// The figures go into bench/budgets.json by hand (area "Learning that adapts"); the method is in
// docs/benchmarks.md under "## Learning that adapts".
import os from 'node:os';
import type {
  Lesson,
  MasteryResponse,
  PacingChoice,
  PacingResponse,
  ReviewTodayResponse,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import { createLearner, createTestApp, type Learner } from '../apps/api/test/helpers/app';
import { closeSharedEngine } from '../apps/api/test/helpers/shared-engine';
import { questionKey } from '../apps/api/src/lib/question-key';
import { passDay } from './support/clock';
import { median } from './support/stats';

const PLAN = { goal: 'Learn Python for data analysis', duration: '30', experience: 'Beginner' } as const;
const DAYS = 30;
/** A learner who takes every consolidation day offered could need nearly twice as many study days. */
const MAX_STUDY_DAYS = 2 * DAYS;
/** Budget for the whole run on the 2-core machine. */
const BUDGET_MS = 180_000;
const RECAP_OFFER = 'Say **recap**';

/** How a learner answers one question: the reference answer, a wrong sentence, half of it, or nothing. */
type Move = 'right' | 'wrong' | 'partial' | 'skip';
type QuizItem = Lesson['quiz'][number];

interface Script {
  name: 'strong' | 'struggling' | 'skipper' | 'inconsistent';
  says: string;
  /** Question `index` of day `day`'s quiz. */
  quiz: (day: number, index: number) => Move;
  /** Item `index` of day `day`'s review step. */
  review: (day: number, index: number) => Move;
  /** The answer to a pacing offer (decision 053). */
  pace: (offer: 'consolidate' | 'stretch') => PacingChoice;
}

/** Plausible, wrong: what a learner who did not follow the lesson might write. */
const WRONG = [
  'It makes the program run faster because Python keeps everything in memory.',
  'You only need that when the code runs on a server, not on your own computer.',
  'It changes how the output looks, like the colours and the font in the terminal.',
  'Python does that by itself, so there is nothing you have to write for it.',
  'It turns the script into an exe file that Windows can run.',
];

/** Inconsistent: right on even days; on odd ones wrong (days 1, 5, 9, …) or skipped (days 3, 7, 11, …). */
const inconsistentMove = (day: number): Move => (day % 2 === 0 ? 'right' : day % 4 === 1 ? 'wrong' : 'skip');

const SCRIPTS: Script[] = [
  {
    name: 'strong',
    says: 'every answer the reference answer; takes the stretch version when offered',
    quiz: () => 'right',
    review: () => 'right',
    pace: (offer) => (offer === 'stretch' ? 'stretch' : 'continue'),
  },
  {
    name: 'struggling',
    says: 'a wrong sentence, every third quiz answer one key point only; takes each consolidation day offered',
    quiz: (_day, index) => (index % 3 === 2 ? 'partial' : 'wrong'),
    review: () => 'wrong',
    pace: (offer) => (offer === 'consolidate' ? 'consolidate' : 'continue'),
  },
  {
    name: 'skipper',
    says: 'answers nothing, completes each day',
    quiz: () => 'skip',
    review: () => 'skip',
    pace: () => 'continue',
  },
  {
    name: 'inconsistent',
    says: 'right on even days; wrong (days 1, 5, 9, …) or nothing (days 3, 7, …) on odd ones',
    quiz: inconsistentMove,
    review: inconsistentMove,
    pace: () => 'continue',
  },
];

/** The same wrong sentence for the same question, whatever order the review step asks it in. */
const wrongFor = (item: QuizItem) =>
  WRONG[[...item.question].reduce((sum, char) => sum + char.charCodeAt(0), 0) % WRONG.length];

function answerFor(move: Move, item: QuizItem): string | undefined {
  if (move === 'skip') return undefined;
  if (move === 'right') return item.answer;
  if (move === 'partial') return `It is about ${item.keyPoints[0] ?? item.answer}, as far as I remember.`;
  return wrongFor(item);
}

/** One simulated day of one learner. */
interface DayLog {
  /** The plan day: a consolidation day repeats the day before's number. */
  day: number;
  kind: 'lesson' | 'consolidation';
  /** The pacing offer made that day, if any, and the learner's answer. */
  offer: { kind: 'consolidate' | 'stretch'; choice: PacingChoice } | null;
  /** The tutor's first reply of the day, whole. */
  opening: string;
  recapOffered: boolean;
  quizAnswered: number;
  /** Items the review step showed, and how many of them the learner answered. */
  reviewShown: number;
  reviewAnswered: number;
  ms: number;
}

interface Run {
  script: Script;
  days: DayLog[];
  streak: number;
  /** What the plan says about its length at the end ("Your plan now runs 31 study days: …"). */
  note: string | null;
  mastery: MasteryResponse['counts'];
  /** The review step at the end: items it shows and items due now. */
  reviewQueue: { shown: number; dueNow: number };
}

async function call<T>(
  app: FastifyInstance,
  learner: Learner,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers: learner.auth, ...(payload ? { payload } : {}) });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/** One learner's day: lesson, "Hi", quiz, review step, completion. */
async function live(
  app: FastifyInstance,
  learner: Learner,
  script: Script,
  day: number,
  known: Map<string, QuizItem>,
) {
  const started = performance.now();
  const today = await call<{ day: number; lesson: Lesson }>(
    app,
    learner,
    'GET',
    '/api/plan/learning-plan/today',
  );
  if (today.day !== day)
    throw new Error(`${script.name}: expected day ${day}, the API says day ${today.day}`);
  // The pacing offer comes before the day begins; the learner's script answers it.
  const pacing = await call<PacingResponse>(app, learner, 'GET', '/api/plan/pacing');
  let offer: DayLog['offer'] = null;
  let consolidation: PacingResponse['consolidation'] = pacing.consolidation;
  if (pacing.offer) {
    const choice = script.pace(pacing.offer.kind);
    const chosen = await call<PacingResponse>(app, learner, 'POST', '/api/plan/pacing', {
      day: pacing.offer.day,
      choice,
    });
    offer = { kind: pacing.offer.kind, choice };
    consolidation = chosen.consolidation;
  }
  // A consolidation day: the day before's topic again, graded as that plan day.
  const lessonDay = consolidation ? consolidation.day : day;
  const { quiz } = consolidation ? consolidation.lesson : today.lesson;
  for (const item of quiz) known.set(questionKey(item.question), item);

  const { response: opening } = await call<{ response: string }>(app, learner, 'POST', '/api/AI/tutor', {
    user_id: learner.userId,
    question: 'Hi',
  });

  let quizAnswered = 0;
  for (const [index, item] of quiz.entries()) {
    const userAnswer = answerFor(script.quiz(day, index), item);
    if (userAnswer === undefined) continue;
    await call(app, learner, 'POST', '/api/crossquestion/evaluate-answer', {
      question: item.question,
      userAnswer,
      lessonDay,
    });
    quizAnswered += 1;
  }

  const review = await call<ReviewTodayResponse>(app, learner, 'GET', '/api/review/today');
  let reviewAnswered = 0;
  for (const [index, entry] of review.items.entries()) {
    const item = known.get(questionKey(entry.question));
    if (!item)
      throw new Error(`${script.name}: the review step asks a question no lesson gave: ${entry.question}`);
    const userAnswer = answerFor(script.review(day, index), item);
    if (userAnswer === undefined) continue;
    await call(app, learner, 'POST', `/api/review/${entry.id}`, { userAnswer });
    reviewAnswered += 1;
  }

  if (consolidation) await call(app, learner, 'POST', '/api/plan/pacing/complete');
  else await call(app, learner, 'POST', '/api/plan/complete-lesson', { day });
  return {
    day: lessonDay,
    kind: consolidation ? 'consolidation' : 'lesson',
    offer,
    opening,
    recapOffered: opening.includes(RECAP_OFFER),
    quizAnswered,
    reviewShown: review.items.length,
    reviewAnswered,
    ms: performance.now() - started,
  } satisfies DayLog;
}

async function simulate(app: FastifyInstance, db: Parameters<typeof passDay>[0]): Promise<Run[]> {
  const learners = await Promise.all(
    SCRIPTS.map(async (script) => {
      const learner = await createLearner(app, { timeZone: 'Asia/Kolkata' });
      await call(app, learner, 'POST', '/api/plan/generate-learning-plan', PLAN);
      return { script, learner, known: new Map<string, QuizItem>(), days: [] as DayLog[] };
    }),
  );
  // One learner after the other, so each learner's day is timed alone; each goes on until day 30 is done.
  for (const entry of learners) {
    let day = 1;
    while (day <= DAYS) {
      if (entry.days.length >= MAX_STUDY_DAYS)
        throw new Error(`${entry.script.name}: still on day ${day} after ${MAX_STUDY_DAYS} study days`);
      const log = await live(app, entry.learner, entry.script, day, entry.known);
      entry.days.push(log);
      if (log.kind === 'lesson') day += 1;
      if (day <= DAYS) await passDay(db, entry.learner.userId);
    }
  }
  return Promise.all(
    learners.map(async ({ script, learner, days }) => {
      const progress = await call<{ streak: number }>(app, learner, 'GET', '/api/plan/user_progress');
      const mastery = await call<MasteryResponse>(app, learner, 'GET', '/api/review/mastery');
      const queue = await call<ReviewTodayResponse>(app, learner, 'GET', '/api/review/today');
      const pacing = await call<PacingResponse>(app, learner, 'GET', '/api/plan/pacing');
      return {
        script,
        days,
        note: pacing.note,
        streak: progress.streak,
        mastery: mastery.counts,
        reviewQueue: { shown: queue.items.length, dueNow: queue.dueCount },
      };
    }),
  );
}

const firstParagraph = (text: string) => text.split('\n\n')[0] ?? '';

/** The figures of one learner, beside the strong learner's run on the same plan days: one entry each. */
const lessonDays = (run: Run) => run.days.filter((entry) => entry.kind === 'lesson');
const offers = (run: Run, kind: 'consolidate' | 'stretch') =>
  run.days.filter((entry) => entry.offer?.kind === kind);

const MEASURES = {
  /** Plan days 2–30 whose tutor opening differs from the strong learner's on the same plan day. */
  openingsDiffering: (run: Run, strong: Run) => {
    const theirs = new Map(lessonDays(strong).map((entry) => [entry.day, entry.opening]));
    return lessonDays(run).filter((entry) => entry.day > 1 && entry.opening !== theirs.get(entry.day)).length;
  },
  recapOffers: (run: Run) => lessonDays(run).filter((entry) => entry.recapOffered).length,
  consolidationOffers: (run: Run) => offers(run, 'consolidate').length,
  consolidationDays: (run: Run) => run.days.filter((entry) => entry.kind === 'consolidation').length,
  stretchOffers: (run: Run) => offers(run, 'stretch').length,
  stretchDays: (run: Run) => run.days.filter((entry) => entry.offer?.choice === 'stretch').length,
  studyDays: (run: Run) => run.days.length,
  quizAnswered: (run: Run) => run.days.reduce((sum, entry) => sum + entry.quizAnswered, 0),
  reviewShown: (run: Run) => run.days.reduce((sum, entry) => sum + entry.reviewShown, 0),
  reviewAnswered: (run: Run) => run.days.reduce((sum, entry) => sum + entry.reviewAnswered, 0),
  solid: (run: Run) => run.mastery.solid,
  shaky: (run: Run) => run.mastery.shaky,
  notYet: (run: Run) => run.mastery.notYet,
  streak: (run: Run) => run.streak,
  reviewQueueAtEnd: (run: Run) => run.reviewQueue.dueNow,
} satisfies Record<string, (run: Run, strong: Run) => number>;
type Figures = { [key in keyof typeof MEASURES]: number };

function figuresOf(run: Run, strong: Run): Figures {
  return Object.fromEntries(
    Object.entries(MEASURES).map(([key, measure]) => [key, measure(run, strong)]),
  ) as Figures;
}

/** How many days the four learners got 1, 2, 3 or 4 different tutor openings. */
function distinctOpenings(runs: Run[]): Record<number, number> {
  const days: Record<number, number> = {};
  for (let day = 1; day <= DAYS; day += 1) {
    const count = new Set(runs.map((run) => lessonDays(run).find((entry) => entry.day === day)?.opening))
      .size;
    days[count] = (days[count] ?? 0) + 1;
  }
  return days;
}

const OTHER_DAYS = DAYS - 1;
/** Most days: the days after a weak or skipped one, but for one. */
const MOST = OTHER_DAYS - 4;

function checks(by: Record<Script['name'], Figures>, runs: Run[]): string[] {
  const failed: string[] = [];
  const openings = new Set(runs.flatMap((run) => run.days.map((entry) => `${entry.day}\n${entry.opening}`)));
  if (openings.size === DAYS) failed.push('the four learners got the same tutor opening every day');
  if (by.strong.recapOffers > 0)
    failed.push(`the strong learner was offered a recap on ${by.strong.recapOffers} days (expected none)`);
  for (const name of ['struggling', 'skipper'] as const)
    if (by[name].recapOffers < MOST)
      failed.push(
        `the ${name} learner was offered a recap on ${by[name].recapOffers} of ${OTHER_DAYS} days (expected ≥ ${MOST})`,
      );
  // Every learner studies every day: the streak is every study day, consolidation days included.
  for (const run of runs)
    if (run.streak !== run.days.length)
      failed.push(
        `the ${run.script.name} learner ends with a streak of ${run.streak} after ${run.days.length} study days`,
      );
  if (by.struggling.consolidationDays === 0)
    failed.push('the struggling learner was never offered a consolidation day');
  if (by.strong.consolidationOffers > 0) failed.push('the strong learner was offered a consolidation day');
  if (by.strong.stretchDays === 0) failed.push('the strong learner was never offered the stretch version');
  if (by.struggling.stretchOffers > 0 || by.skipper.stretchOffers > 0)
    failed.push('a learner who misses or skips was offered the stretch version');
  const struggling = runs.find((run) => run.script.name === 'struggling');
  const expected = `Your plan now runs ${DAYS + by.struggling.consolidationDays} study days`;
  if (by.struggling.consolidationDays > 0 && !struggling?.note?.startsWith(expected))
    failed.push(`the struggling learner's plan says "${struggling?.note ?? ''}", expected "${expected}: …"`);
  if (by.skipper.reviewQueueAtEnd === 0) failed.push("the skipper's review queue is empty at the end");
  return failed;
}

function table(by: Record<Script['name'], Figures>): string {
  const rows: [string, (figures: Figures) => string][] = [
    [
      `tutor opening differs from the strong learner's (of ${OTHER_DAYS} days)`,
      (f) => String(f.openingsDiffering),
    ],
    [`opening offers a recap (of ${OTHER_DAYS} days)`, (f) => String(f.recapOffers)],
    ['consolidation days offered / taken', (f) => `${f.consolidationOffers} / ${f.consolidationDays}`],
    ['stretch version offered / taken', (f) => `${f.stretchOffers} / ${f.stretchDays}`],
    ['study days to finish the 30 plan days', (f) => String(f.studyDays)],
    ['quiz answers sent', (f) => String(f.quizAnswered)],
    ['review items shown / answered', (f) => `${f.reviewShown} / ${f.reviewAnswered}`],
    ['key points at the end: solid / shaky / not yet', (f) => `${f.solid} / ${f.shaky} / ${f.notYet}`],
    ['review items due at the end', (f) => String(f.reviewQueueAtEnd)],
    ['streak at the end', (f) => String(f.streak)],
  ];
  const names = SCRIPTS.map((script) => script.name);
  return [
    `| figure | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
    ...rows.map(([label, of]) => `| ${label} | ${names.map((name) => of(by[name])).join(' | ')} |`),
  ].join('\n');
}

async function main() {
  const started = performance.now();
  const t = await createTestApp();
  const ready = performance.now();
  let runs: Run[];
  try {
    runs = await simulate(t.app, t.database.db);
  } finally {
    await t.close();
    await closeSharedEngine();
  }
  const simulated = performance.now() - ready;
  const wall = performance.now() - started;
  const strong = runs.find((run) => run.script.name === 'strong')!;
  const by = Object.fromEntries(runs.map((run) => [run.script.name, figuresOf(run, strong)])) as Record<
    Script['name'],
    Figures
  >;
  const dayMs = runs.flatMap((run) => run.days.map((entry) => entry.ms));
  const distinct = distinctOpenings(runs);

  console.log(
    `Four learners, ${DAYS} days of "${PLAN.goal}" (${PLAN.experience}), through the API on PGlite.\n`,
  );
  for (const script of SCRIPTS) console.log(`- ${script.name}: ${script.says}`);
  console.log(`\n${table(by)}\n`);
  console.log(
    `Wall time: ${(wall / 1000).toFixed(1)} s (app start ${((ready - started) / 1000).toFixed(1)} s, simulation ${(simulated / 1000).toFixed(1)} s); ` +
      `one learner's day: median ${median(dayMs).toFixed(0)} ms, max ${Math.max(...dayMs).toFixed(0)} ms. ` +
      `${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}, Node ${process.version}.`,
  );
  console.log(
    `Distinct openings among the four on one day: ${Object.entries(distinct)
      .map(([count, days]) => `${count} on ${days} days`)
      .join(', ')}.\n`,
  );
  const report = {
    plan: PLAN,
    days: DAYS,
    wallMs: Math.round(wall),
    simulationMs: Math.round(simulated),
    learnerDayMs: { median: Math.round(median(dayMs)), max: Math.round(Math.max(...dayMs)) },
    distinctOpeningsPerDay: distinct,
    learners: Object.fromEntries(
      runs.map((run) => [
        run.script.name,
        {
          ...by[run.script.name],
          planNote: run.note,
          openings: run.days.map((entry) => firstParagraph(entry.opening)),
        },
      ]),
    ),
  };
  console.log(JSON.stringify(report, null, 2));

  const failed = checks(by, runs);
  if (wall > BUDGET_MS)
    console.warn(`\nslow: the run took ${(wall / 1000).toFixed(0)} s (budget ${BUDGET_MS / 1000} s)`);
  if (failed.length > 0) {
    console.error(`\nFAILED:\n${failed.map((line) => `- ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log('\nAll checks passed.');
}

await main();
