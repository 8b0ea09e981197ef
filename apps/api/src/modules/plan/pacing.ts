import {
  PLAN_DAYS,
  STRETCH_AFTER_DAYS,
  type Lesson,
  type PacingChoice,
  type PacingOffer,
  type PacingResponse,
} from '@pathwise/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  keyPointMastery,
  learningPlans,
  pacingChoices,
  planLessons,
  reviewItems,
  type PacingChoiceRow,
  type UserRow,
} from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { localDateOf } from '../../lib/local-date';
import { dayPoints, type DayPoint } from '../review/mastery';
import { completionState, insertCompletion } from './queries';
import { progressOf, type Progress } from './streak';
import { dayStartFor, todayState, type Completion, type TodayState } from './today';

export const NO_PLAN_FOR_PACING = 'No active learning plan found.';
export const NO_SUCH_OFFER = (day: number) => `There is no such offer for Day ${String(day)} now.`;
export const NO_CONSOLIDATION = 'There is no consolidation day to complete today.';
export const CONSOLIDATION_DONE = 'Consolidation day completed.';

/** Missed means answered and still "not yet": a skipped point is recapped, not consolidated. */
const missed = (point: DayPoint) => point.answered && point.state === 'not_yet';
const aced = (points: readonly DayPoint[]) =>
  points.length > 0 && points.every((point) => point.state === 'solid');

const plural = (count: number, noun: string) => `${String(count)} ${noun}${count === 1 ? '' : 's'}`;

/** "Your plan now runs 31 study days: 1 consolidation day added to its 30." */
function planNote(extraDays: number): string | null {
  if (extraDays === 0) return null;
  return `Your plan now runs ${String(PLAN_DAYS + extraDays)} study days: ${plural(extraDays, 'consolidation day')} added to its ${String(PLAN_DAYS)}.`;
}

/**
 * A consolidation day's lesson: the day before's topic again, from the learner's weak points, with the
 * lesson's own paragraphs that carry them, its questions in a new order, and the outline's exercise as
 * new practice. Nothing in it is new material.
 */
export function consolidationLesson(
  previous: Lesson,
  points: readonly DayPoint[],
  exercise: string | undefined,
): Lesson {
  const weak = points.filter((point) => point.state !== 'solid').map((point) => point.point);
  const words = weak.flatMap((point) => point.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []);
  const paragraphs = previous.detailedExplanation
    .split(/\n{2,}/)
    .filter((paragraph) => !paragraph.startsWith('#') && !paragraph.startsWith('```'));
  const carrying = paragraphs.filter((paragraph) =>
    words.some((word) => paragraph.toLowerCase().includes(word)),
  );
  const weakQuestions = previous.quiz.filter((item) => item.keyPoints.some((point) => weak.includes(point)));
  const quiz = [...(weakQuestions.length > 0 ? weakQuestions : previous.quiz)].reverse();
  const explanation = [
    `Today is a consolidation day: **${previous.topicName}** again, from another angle, with new practice and nothing new to learn. Go through each idea below, say it in your own words, then answer the questions without looking back.`,
    '## The ideas to get solid',
    ...quiz.map(
      (item) =>
        `### ${item.question}\n\n${item.answer}\n\nThe key ${item.keyPoints.length === 1 ? 'idea' : 'ideas'}: ${item.keyPoints.join('; ')}.`,
    ),
    ...(carrying.length > 0 ? ['## Where the lesson says it', ...carrying.slice(0, 4)] : []),
  ].join('\n\n');
  return {
    topicName: `Another look: ${previous.topicName}`,
    detailedExplanation: explanation,
    quiz,
    handsOnTask: exercise
      ? `New practice on the same topic: ${exercise} Before you start, write down in one line how each key idea above will show up in it.`
      : `New practice on the same topic: redo yesterday's hands-on task without looking at the lesson, then compare. ${previous.handsOnTask}`,
  };
}

interface PlanDays {
  plan: { id: string; duration: number; outline: Record<string, { exercise?: string }> };
  state: TodayState;
  progress: Progress;
  history: Awaited<ReturnType<typeof completionState>>['history'];
  localDate: string;
}

/** Pacing offers and the consolidation day a learner chose (decision 053). */
export class Pacing {
  constructor(private readonly db: Database) {}

  private async planDays(user: Pick<UserRow, 'id' | 'timeZone'>, now: Date): Promise<PlanDays> {
    const [{ plan, history }, [outline]] = await Promise.all([
      completionState(this.db, user.id),
      this.db
        .select({ outline: learningPlans.outline })
        .from(learningPlans)
        .where(and(eq(learningPlans.userId, user.id), eq(learningPlans.status, 'active'))),
    ]);
    if (!plan || !outline) throw notFound(NO_PLAN_FOR_PACING);
    const localDate = localDateOf(now, user.timeZone);
    const active = history.filter((entry) => entry.active);
    return {
      plan: { ...plan, outline: outline.outline },
      state: todayState(active, plan.duration, localDate, now),
      progress: progressOf(history, localDate),
      history,
      localDate,
    };
  }

  /** Each day's key points, with the learner's standing, for `days` of the plan. */
  private async pointsOf(planId: string, days: readonly number[]) {
    if (days.length === 0) return new Map<number, { lesson: Lesson; points: DayPoint[] }>();
    const [lessons, rows] = await Promise.all([
      this.db
        .select({ day: planLessons.day, lesson: planLessons.lesson })
        .from(planLessons)
        .where(and(eq(planLessons.planId, planId), inArray(planLessons.day, [...days]))),
      this.db
        .select({
          day: keyPointMastery.day,
          pointKey: keyPointMastery.pointKey,
          state: keyPointMastery.state,
        })
        .from(keyPointMastery)
        .where(and(eq(keyPointMastery.planId, planId), inArray(keyPointMastery.day, [...days]))),
    ]);
    return new Map(
      lessons.map(({ day, lesson }) => [
        day,
        {
          lesson,
          points: dayPoints(
            lesson.quiz,
            rows.filter((row) => row.day === day),
          ),
        },
      ]),
    );
  }

  /** Today's offer: consolidation after a day missed for the most part, the stretch after days all right. */
  private async offer(planId: string, day: number): Promise<PacingOffer | null> {
    if (day < 2) return null;
    const [started] = await this.db
      .select({ id: reviewItems.id })
      .from(reviewItems)
      .where(and(eq(reviewItems.planId, planId), eq(reviewItems.day, day)))
      .limit(1);
    // Today's quiz already begun: the day is under way, and there is nothing to choose any more.
    if (started) return null;
    const from = Math.max(1, day - STRETCH_AFTER_DAYS);
    const days = await this.pointsOf(
      planId,
      Array.from({ length: day - from }, (_unused, index) => from + index),
    );
    const before = days.get(day - 1);
    if (before) {
      const count = before.points.filter(missed).length;
      if (count * 2 > before.points.length)
        return {
          kind: 'consolidate',
          day,
          basedOnDay: day - 1,
          reason: `You missed ${String(count)} of Day ${String(day - 1)}'s ${plural(before.points.length, 'key point')}: a consolidation day goes over ${before.lesson.topicName} again from another angle, with new practice, and Day ${String(day)} follows tomorrow.`,
        };
    }
    const recent = [...days.values()];
    if (
      day > STRETCH_AFTER_DAYS &&
      recent.length === STRETCH_AFTER_DAYS &&
      recent.every((entry) => aced(entry.points))
    )
      return {
        kind: 'stretch',
        day,
        basedOnDay: day - 1,
        reason: `You got every key point of the last ${String(STRETCH_AFTER_DAYS)} days right: try today's stretch version, with the lesson's going-further idea and a harder challenge after the quiz.`,
      };
    return null;
  }

  private async choices(planId: string): Promise<PacingChoiceRow[]> {
    return this.db.select().from(pacingChoices).where(eq(pacingChoices.planId, planId));
  }

  /** GET /plan/pacing. */
  async status(user: Pick<UserRow, 'id' | 'timeZone'>, now = new Date()): Promise<PacingResponse> {
    const days = await this.planDays(user, now);
    return this.answer(days, await this.choices(days.plan.id));
  }

  private async answer(days: PlanDays, choices: PacingChoiceRow[]): Promise<PacingResponse> {
    const { plan, state, history } = days;
    const active = history.filter((entry) => entry.active);
    const consolidated = new Set(
      active.filter((entry) => entry.kind === 'consolidation').map((entry) => entry.day),
    );
    const extraDays = choices.filter((row) => row.choice === 'consolidate').length;
    // Today's consolidation: chosen for today's day and not studied yet, or studied today (the day then
    // shows the consolidated day, completed, until tomorrow).
    const chosen = choices.find(
      (row) =>
        row.choice === 'consolidate' &&
        (state.completed
          ? row.day - 1 === state.day && consolidated.has(state.day)
          : row.day === state.day && !consolidated.has(row.day - 1)),
    );
    const today = choices.find((row) => row.day === state.day);
    const offer = !state.completed && !state.finished && !today ? await this.offer(plan.id, state.day) : null;
    return {
      offer,
      consolidation: chosen?.lesson
        ? { day: chosen.day - 1, lesson: chosen.lesson, completed: consolidated.has(chosen.day - 1) }
        : null,
      stretch: today?.choice === 'stretch' && !state.completed,
      extraDays,
      note: planNote(extraDays),
    };
  }

  /** POST /plan/pacing: the learner's answer to today's offer. */
  async choose(
    user: Pick<UserRow, 'id' | 'timeZone'>,
    day: number,
    choice: PacingChoice,
    now = new Date(),
  ): Promise<PacingResponse> {
    const days = await this.planDays(user, now);
    const { plan, state } = days;
    if (state.completed || state.day !== day) throw conflict(NO_SUCH_OFFER(day));
    const offer = await this.offer(plan.id, day);
    if (!offer || (choice !== 'continue' && offer.kind !== choice)) throw conflict(NO_SUCH_OFFER(day));
    let lesson: Lesson | null = null;
    if (choice === 'consolidate') {
      const before = (await this.pointsOf(plan.id, [day - 1])).get(day - 1);
      if (!before) throw conflict(NO_SUCH_OFFER(day));
      lesson = consolidationLesson(before.lesson, before.points, plan.outline[String(day - 1)]?.exercise);
    }
    const inserted = await this.db
      .insert(pacingChoices)
      .values({
        planId: plan.id,
        day,
        userId: user.id,
        choice,
        localDate: days.localDate,
        lesson,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ day: pacingChoices.day });
    // A second tab answered the same offer first: its answer stands.
    if (inserted.length === 0) throw conflict(NO_SUCH_OFFER(day));
    return this.answer(days, await this.choices(plan.id));
  }

  /** POST /plan/pacing/complete: today's consolidation day studied; the streak counts it, the next day waits a day. */
  async complete(
    user: Pick<UserRow, 'id' | 'timeZone'>,
    now = new Date(),
  ): Promise<Progress & { message: string }> {
    const days = await this.planDays(user, now);
    const { plan, history, localDate } = days;
    const status = await this.answer(days, await this.choices(plan.id));
    const consolidation = status.consolidation;
    if (!consolidation) throw conflict(NO_CONSOLIDATION);
    if (consolidation.completed)
      return { ...days.progress, message: 'This consolidation day is already completed.' };
    await insertCompletion(this.db, {
      planId: plan.id,
      userId: user.id,
      day: consolidation.day,
      localDate,
      completedAt: now,
      dayStartedAt: dayStartFor(
        localDate,
        user.timeZone,
        history.filter((entry) => entry.active),
      ),
      kind: 'consolidation',
    });
    const after = [...history, { day: consolidation.day, localDate, active: true }];
    return { ...progressOf(after, localDate), message: CONSOLIDATION_DONE };
  }
}

/**
 * What the tutor teaches from today (decision 053): the consolidation lesson when the learner chose one
 * (today's day not completed with its consolidation not studied yet, or the consolidated day studied
 * today), and whether today is the stretch version.
 */
export async function pacingToday(
  db: Database,
  planId: string,
  today: { day: number; completed: boolean },
  completions: readonly Completion[],
): Promise<{ consolidation: Lesson | null; stretch: boolean }> {
  const studied = (day: number) =>
    completions.some((entry) => entry.kind === 'consolidation' && entry.day === day);
  const rows = await db
    .select({ day: pacingChoices.day, choice: pacingChoices.choice, lesson: pacingChoices.lesson })
    .from(pacingChoices)
    .where(and(eq(pacingChoices.planId, planId), inArray(pacingChoices.day, [today.day, today.day + 1])));
  const consolidating = today.completed
    ? rows.find((row) => row.day === today.day + 1 && row.choice === 'consolidate' && studied(today.day))
    : rows.find((row) => row.day === today.day && row.choice === 'consolidate' && !studied(today.day - 1));
  const stretch = !today.completed && rows.some((row) => row.day === today.day && row.choice === 'stretch');
  return { consolidation: consolidating?.lesson ?? null, stretch };
}
