import { GOOD_ANSWER_SCORE, type MasteryResponse, type MasteryState } from '@pathwise/contract';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { LearnerStanding, RecapItem } from '../../ai/offline/conversation-types';
import type { Database } from '../../db/client';
import {
  keyPointMastery,
  learningPlans,
  lessonCompletions,
  planLessons,
  reviewItems,
  type KeyPointMasteryRow,
  type MasterySource,
} from '../../db/schema';
import { questionKey } from '../../lib/question-key';
import { activePlanLessons } from './active-lessons';

/** The lowest score of the grader's partial band (apps/api/src/ai/offline/rubric.ts): below it, a miss. */
const PARTIAL_SCORE = 4;

/** What one graded answer says about one key point. */
export type PointOutcome = 'right' | 'partial' | 'missed';

/** A graded answer: the score, and the key points it got and missed when the grader names them. */
export interface GradedAnswer {
  score: number;
  covered?: readonly string[] | undefined;
  missing?: readonly string[] | undefined;
}

/**
 * Each key point's outcome of one answer. The offline grader names the points the answer got: those are
 * right (only partly, in an answer that is wrong overall: it may state them the wrong way round), and
 * the others are missed (only partly, in an answer that is right overall). A provider gives a score
 * only: every point then shares the answer's band.
 */
export function pointOutcomes(keyPoints: readonly string[], graded: GradedAnswer): Map<string, PointOutcome> {
  const band: PointOutcome =
    graded.score >= GOOD_ANSWER_SCORE ? 'right' : graded.score >= PARTIAL_SCORE ? 'partial' : 'missed';
  const outcomes = new Map<string, PointOutcome>();
  const covered = graded.covered && graded.missing ? new Set(graded.covered) : undefined;
  for (const point of keyPoints) {
    if (!covered) outcomes.set(point, band);
    else if (covered.has(point)) outcomes.set(point, band === 'missed' ? 'partial' : 'right');
    else outcomes.set(point, band === 'right' ? 'partial' : 'missed');
  }
  return outcomes;
}

type Standing = Pick<KeyPointMasteryRow, 'state' | 'missedCount'>;

/**
 * A point's state after one more outcome. Right the first time is solid; right after a miss is shaky
 * until it is right again; partly right is shaky; a miss takes a solid point to shaky and any other to
 * not yet.
 */
export function nextState(before: Standing | undefined, outcome: PointOutcome): MasteryState {
  if (outcome === 'partial') return 'shaky';
  if (outcome === 'missed') return before?.state === 'solid' ? 'shaky' : 'not_yet';
  if (!before) return 'solid';
  if (before.state === 'not_yet') return 'shaky';
  return 'solid';
}

/** The question of a plan's lesson an answer was about: where its key points belong. */
export interface AnsweredQuestion {
  planId: string;
  day: number;
  keyPoints: readonly string[];
}

/**
 * Records one graded answer against its question's key points. A point it missed brings that day's
 * review questions carrying the point due now: a miss in cross-questioning reschedules the spaced review
 * (FSRS) as a miss in the review step would.
 */
export async function recordMastery(
  db: Database,
  userId: string,
  question: AnsweredQuestion,
  graded: GradedAnswer,
  source: MasterySource,
  now = new Date(),
): Promise<void> {
  const outcomes = pointOutcomes(question.keyPoints, graded);
  if (outcomes.size === 0) return;
  const keyed = [...outcomes].map(([point, outcome]) => ({ point, outcome, pointKey: questionKey(point) }));
  const before = new Map(
    (
      await db
        .select()
        .from(keyPointMastery)
        .where(
          and(
            eq(keyPointMastery.planId, question.planId),
            eq(keyPointMastery.day, question.day),
            inArray(
              keyPointMastery.pointKey,
              keyed.map((entry) => entry.pointKey),
            ),
          ),
        )
    ).map((row) => [row.pointKey, row]),
  );
  const rows = keyed.map(({ point, outcome, pointKey }) => {
    const previous = before.get(pointKey);
    return {
      userId,
      planId: question.planId,
      day: question.day,
      point,
      pointKey,
      state: nextState(previous, outcome),
      rightCount: (previous?.rightCount ?? 0) + (outcome === 'right' ? 1 : 0),
      missedCount: (previous?.missedCount ?? 0) + (outcome === 'missed' ? 1 : 0),
      lastSource: source,
      updatedAt: now,
    };
  });
  await db
    .insert(keyPointMastery)
    .values(rows)
    .onConflictDoUpdate({
      target: [keyPointMastery.planId, keyPointMastery.day, keyPointMastery.pointKey],
      set: {
        state: sql`excluded.state`,
        rightCount: sql`excluded.right_count`,
        missedCount: sql`excluded.missed_count`,
        lastSource: sql`excluded.last_source`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  const missed = keyed.filter((entry) => entry.outcome === 'missed').map((entry) => entry.point);
  if (source === 'cross_question' && missed.length > 0)
    await db
      .update(reviewItems)
      .set({ due: now })
      .where(
        and(
          eq(reviewItems.planId, question.planId),
          eq(reviewItems.day, question.day),
          sql`${reviewItems.due} > ${now.toISOString()}::timestamptz`,
          sql`${reviewItems.keyPoints} ?| ${sql.raw('array[')}${sql.join(
            missed.map((point) => sql`${point}`),
            sql`, `,
          )}${sql.raw(']::text[]')}`,
        ),
      );
}

/** One key point of a day, as the learner stands on it. */
export interface DayPoint {
  point: string;
  state: MasteryState;
  answered: boolean;
}

/** A lesson's key points (each once, in quiz order) with the learner's standing on each. */
export function dayPoints(
  quiz: readonly { keyPoints: readonly string[] }[],
  rows: readonly Pick<KeyPointMasteryRow, 'pointKey' | 'state'>[],
): DayPoint[] {
  const byKey = new Map(rows.map((row) => [row.pointKey, row.state]));
  const seen = new Set<string>();
  const points: DayPoint[] = [];
  for (const point of quiz.flatMap((item) => item.keyPoints)) {
    const key = questionKey(point);
    if (seen.has(key)) continue;
    seen.add(key);
    const state = byKey.get(key);
    points.push({ point, state: state ?? 'not_yet', answered: state !== undefined });
  }
  return points;
}

/**
 * What the learner knows across the active plan's lessons they reached: every day up to the one after
 * their last completed day (tomorrow's lesson, prepared ahead, is not reached yet).
 */
export async function masteryOf(db: Database, userId: string): Promise<MasteryResponse> {
  const reached = sql`coalesce((select max(${lessonCompletions.day}) from ${lessonCompletions}
    where ${lessonCompletions.planId} = ${learningPlans.id}), 0) + 1`;
  const lessons = await activePlanLessons(db, userId, (day) => lte(day, reached));
  const planId = lessons[0]?.planId;
  const rows = planId
    ? await db
        .select({
          day: keyPointMastery.day,
          pointKey: keyPointMastery.pointKey,
          state: keyPointMastery.state,
        })
        .from(keyPointMastery)
        .where(eq(keyPointMastery.planId, planId))
    : [];
  const counts = { solid: 0, shaky: 0, notYet: 0 };
  const days = lessons.map(({ day, lesson }) => {
    const points = dayPoints(
      lesson.quiz,
      rows.filter((row) => row.day === day),
    );
    for (const { state } of points) {
      if (state === 'solid') counts.solid += 1;
      else if (state === 'shaky') counts.shaky += 1;
      else counts.notYet += 1;
    }
    return { day, topic: lesson.topicName, points };
  });
  return { days, counts };
}

/**
 * What the tutor reads before replying on day `day` of plan `planId` (decision 052): the previous day's
 * questions with a key point not yet solid (or never answered), and today's questions already answered
 * right (rated Good or Easy), by their index in today's quiz.
 */
export async function standingOf(
  db: Database,
  planId: string,
  day: number,
  todaysQuiz: readonly { question: string }[],
): Promise<LearnerStanding> {
  const [previous, rows, right] = await Promise.all([
    day > 1
      ? db
          .select({ lesson: planLessons.lesson })
          .from(planLessons)
          .where(and(eq(planLessons.planId, planId), eq(planLessons.day, day - 1)))
      : [],
    day > 1
      ? db
          .select({ pointKey: keyPointMastery.pointKey, state: keyPointMastery.state })
          .from(keyPointMastery)
          .where(and(eq(keyPointMastery.planId, planId), eq(keyPointMastery.day, day - 1)))
      : [],
    db
      .select({ questionKey: reviewItems.questionKey })
      .from(reviewItems)
      .where(and(eq(reviewItems.planId, planId), eq(reviewItems.day, day), gte(reviewItems.lastRating, 3))),
  ]);
  const rightKeys = new Set(right.map((row) => row.questionKey));
  const answeredRight = todaysQuiz.flatMap((item, index) =>
    rightKeys.has(questionKey(item.question)) ? [index] : [],
  );
  const lesson = previous[0]?.lesson;
  if (!lesson) return { answeredRight };
  const states = new Map(rows.map((row) => [row.pointKey, row.state]));
  const items: RecapItem[] = lesson.quiz.flatMap((item) => {
    const seen = item.keyPoints.map((point) => ({ point, state: states.get(questionKey(point)) }));
    const weak = seen.filter((entry) => entry.state !== 'solid').map((entry) => entry.point);
    if (weak.length === 0) return [];
    const skipped = seen.every((entry) => entry.state === undefined);
    return [{ question: item.question, answer: item.answer, points: weak, skipped }];
  });
  return {
    answeredRight,
    ...(items.length > 0 ? { recap: { day: day - 1, topic: lesson.topicName, items } } : {}),
  };
}
