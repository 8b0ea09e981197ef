import {
  REVIEW_STEP_SIZE,
  type MasteryResponse,
  type ReviewAnswerResponse,
  type ReviewStatsResponse,
  type ReviewTodayResponse,
} from '@pathwise/contract';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AiGateway } from '../../ai/gateway';
import type { Database } from '../../db/client';
import { keyPointMastery, learningPlans, reviewItems, reviewLogs, type UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { addDays, localDateOf, startOfLocalDay } from '../../lib/local-date';
import { questionKey } from '../../lib/question-key';
import { activePlanLessons } from './active-lessons';
import { masteryOf, recordMastery, type GradedAnswer } from './mastery';
import { ratingForScore, ratingName } from './rating';
import { columnsOf, schedule, type CardColumns } from './scheduler';
import { createEmptyCard } from 'ts-fsrs';

const DAY_MS = 86_400_000;
/** The last rating of a card made for a question the learner skipped: no answer has rated it yet. */
const NEVER_RATED = 0;

/**
 * Review order (decision 052): questions never answered, and those carrying a key point the learner has
 * not got solid, before the rest; then by due time.
 */
const weakFirst = sql`case when ${reviewItems.reps} = 0 or exists (select 1 from ${keyPointMastery} m
  where m.plan_id = ${reviewItems.planId} and m.day = ${reviewItems.day} and m.state <> 'solid'
    and ${reviewItems.keyPoints} ? m.point) then 0 else 1 end`;
/** The window of the Profile's retention figure. */
const RETENTION_WINDOW_DAYS = 30;
export const REVIEW_ITEM_NOT_FOUND = 'That review question was not found.';
export const NOT_YOUR_REVIEW_ITEM = 'You can only review your own questions.';

/** A question of a lesson of the learner's active plan, with the rubric it is graded by. */
export interface LessonQuestion {
  planId: string;
  day: number;
  topic: string;
  question: string;
  referenceAnswer: string;
  keyPoints: string[];
}

/**
 * Spaced review (decision 027): a quiz answer creates or refreshes the question's FSRS card, the review
 * step asks the cards that are due, and each answer there, graded by the same grader, moves the card.
 */
export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly ai: AiGateway,
  ) {}

  /** The quiz question `question` of day `day` of the learner's active plan, if that lesson has it. */
  lessonQuestion(userId: string, day: number, question: string): Promise<LessonQuestion | null> {
    return this.findQuestion(userId, question, day);
  }

  /**
   * The question `question` in any lesson of the learner's active plan so far (a cross-question the
   * curriculum also asks), latest day first.
   */
  planQuestion(userId: string, question: string): Promise<LessonQuestion | null> {
    return this.findQuestion(userId, question);
  }

  private async findQuestion(userId: string, question: string, day?: number): Promise<LessonQuestion | null> {
    const rows = await activePlanLessons(
      this.db,
      userId,
      (lessonDay) => (day === undefined ? undefined : eq(lessonDay, day)),
      'desc',
    );
    const key = questionKey(question);
    for (const row of rows) {
      const item = row.lesson.quiz.find((entry) => questionKey(entry.question) === key);
      if (item)
        return {
          planId: row.planId,
          day: row.day,
          topic: row.lesson.topicName,
          question: item.question,
          referenceAnswer: item.answer,
          keyPoints: item.keyPoints,
        };
    }
    return null;
  }

  /**
   * A graded quiz answer: the question's card is created (or moved, when answered before) by its rating,
   * and its key points' mastery moves by what the answer got.
   */
  async recordQuizAnswer(
    userId: string,
    question: LessonQuestion,
    graded: GradedAnswer,
    now = new Date(),
    source: 'quiz' | 'tutor' = 'quiz',
  ) {
    const { score } = graded;
    await recordMastery(this.db, userId, question, graded, source, now);
    const key = questionKey(question.question);
    const [existing] = await this.db
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.planId, question.planId), eq(reviewItems.questionKey, key)));
    const rating = ratingForScore(score);
    const { card, log } = schedule(existing ?? null, rating, now);
    let itemId = existing?.id;
    if (existing) {
      await this.db
        .update(reviewItems)
        .set({ ...card, lastRating: rating })
        .where(eq(reviewItems.id, existing.id));
    } else {
      const [inserted] = await this.db
        .insert(reviewItems)
        .values({ userId, ...question, questionKey: key, ...card, lastRating: rating, createdAt: now })
        // A second tab answering the same question at the same moment: the first answer makes the item.
        .onConflictDoNothing()
        .returning({ id: reviewItems.id });
      itemId = inserted?.id;
    }
    if (itemId) await this.log(userId, itemId, 'quiz', score, rating, log.state, card, now);
  }

  /** An answer in cross-questioning to a question a plan's lesson asks: its key points' mastery moves. */
  recordCrossQuestionAnswer(
    userId: string,
    question: LessonQuestion,
    graded: GradedAnswer,
    now = new Date(),
  ) {
    return recordMastery(this.db, userId, question, graded, 'cross_question', now);
  }

  /** What the learner knows across the active plan's lessons so far (decision 052). */
  mastery(userId: string): Promise<MasteryResponse> {
    return masteryOf(this.db, userId);
  }

  /**
   * A completed day's quiz questions the learner never answered join spaced review as new cards due a day
   * later (as a missed answer's card is), so a skipped question comes back, first, in the next day's review
   * step instead of never, and not in a review step of the day just completed.
   */
  async addUnanswered(userId: string, day: number, now = new Date()): Promise<number> {
    const [row] = await activePlanLessons(this.db, userId, (lessonDay) => eq(lessonDay, day));
    if (!row || row.lesson.quiz.length === 0) return 0;
    const card = { ...columnsOf(createEmptyCard(now)), due: new Date(now.getTime() + DAY_MS) };
    const added = await this.db
      .insert(reviewItems)
      .values(
        row.lesson.quiz.map((item) => ({
          userId,
          planId: row.planId,
          day,
          topic: row.lesson.topicName,
          question: item.question,
          questionKey: questionKey(item.question),
          referenceAnswer: item.answer,
          keyPoints: item.keyPoints,
          ...card,
          lastRating: NEVER_RATED,
          createdAt: now,
        })),
      )
      // A question answered before has its card: it keeps it.
      .onConflictDoNothing()
      .returning({ id: reviewItems.id });
    return added.length;
  }

  /** At most REVIEW_STEP_SIZE items of the active plan: those due now first, then those due later today. */
  async today(user: Pick<UserRow, 'id' | 'timeZone'>, now = new Date()): Promise<ReviewTodayResponse> {
    const endOfDay = startOfLocalDay(addDays(localDateOf(now, user.timeZone), 1), user.timeZone);
    const activePlan = this.db
      .select({ id: learningPlans.id })
      .from(learningPlans)
      .where(and(eq(learningPlans.userId, user.id), eq(learningPlans.status, 'active')));
    const ofActivePlan = and(eq(reviewItems.userId, user.id), inArray(reviewItems.planId, activePlan));
    const [rows, [due]] = await Promise.all([
      this.db
        .select()
        .from(reviewItems)
        .where(and(ofActivePlan, lte(reviewItems.due, endOfDay)))
        .orderBy(weakFirst, asc(reviewItems.due), asc(reviewItems.day))
        .limit(REVIEW_STEP_SIZE),
      this.db
        .select({ n: count() })
        .from(reviewItems)
        .where(and(ofActivePlan, lte(reviewItems.due, now))),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        day: row.day,
        topic: row.topic,
        question: row.question,
        due: row.due.toISOString(),
        dueNow: row.due.getTime() <= now.getTime(),
      })),
      dueCount: due?.n ?? 0,
    };
  }

  /** One answer in the review step: graded like the quiz, then the card moves by the rating. */
  async answer(user: Pick<UserRow, 'id'>, itemId: string, userAnswer: string, now = new Date()) {
    const [item] = await this.db.select().from(reviewItems).where(eq(reviewItems.id, itemId));
    if (!item) throw notFound(REVIEW_ITEM_NOT_FOUND);
    if (item.userId !== user.id) throw forbidden(NOT_YOUR_REVIEW_ITEM);
    const graded = await this.ai.evaluateAnswer(user.id, {
      question: item.question,
      userAnswer: userAnswer.trim(),
      reference: item.referenceAnswer,
      keyPoints: item.keyPoints,
    });
    const rating = ratingForScore(graded.score);
    const { card, log } = schedule(item, rating, now);
    await recordMastery(this.db, user.id, item, graded, 'review', now);
    await this.db
      .update(reviewItems)
      .set({ ...card, lastRating: rating })
      .where(eq(reviewItems.id, item.id));
    await this.log(user.id, item.id, 'review', graded.score, rating, log.state, card, now);
    const response: ReviewAnswerResponse = {
      feedback: graded.feedback,
      score: graded.score,
      rating: ratingName(rating),
      nextDue: card.due.toISOString(),
      intervalDays: card.scheduledDays,
    };
    return response;
  }

  /** The Profile's card: items due, items retained, and how many review answers were recalled lately. */
  async stats(userId: string, now = new Date()): Promise<ReviewStatsResponse> {
    const since = new Date(now.getTime() - RETENTION_WINDOW_DAYS * DAY_MS);
    const at = sql`${now.toISOString()}::timestamptz`;
    // Rating 2 (Hard) and above is a recall; 1 (Again) is a lapse (rating.ts).
    const [[items], [reviews]] = await Promise.all([
      this.db
        .select({
          total: count(),
          due: count(sql`case when ${reviewItems.due} <= ${at} then 1 end`),
          retained: count(
            sql`case when ${reviewItems.due} > ${at} and ${reviewItems.lastRating} >= 2 then 1 end`,
          ),
        })
        .from(reviewItems)
        .where(eq(reviewItems.userId, userId)),
      this.db
        .select({
          reviewed: count(),
          recalled: count(sql`case when ${reviewLogs.rating} >= 2 then 1 end`),
        })
        .from(reviewLogs)
        .where(
          and(
            eq(reviewLogs.userId, userId),
            eq(reviewLogs.source, 'review'),
            gte(reviewLogs.reviewedAt, since),
            lte(reviewLogs.reviewedAt, now),
          ),
        ),
    ]);
    const reviewed = reviews?.reviewed ?? 0;
    return {
      due: items?.due ?? 0,
      retained: items?.retained ?? 0,
      total: items?.total ?? 0,
      reviewed,
      retention: reviewed > 0 ? Math.round(((reviews?.recalled ?? 0) / reviewed) * 100) : null,
    };
  }

  private async log(
    userId: string,
    itemId: string,
    source: 'quiz' | 'review',
    score: number,
    rating: number,
    stateBefore: number,
    card: CardColumns,
    now: Date,
  ) {
    await this.db.insert(reviewLogs).values({
      userId,
      itemId,
      source,
      score,
      rating,
      state: stateBefore,
      scheduledDays: card.scheduledDays,
      due: card.due,
      reviewedAt: now,
    });
  }
}

/**
 * Developer tools and tests: moves the learner's items through time so each is due at `at`, its last
 * review shifted back by the same span (as if those days had passed), so FSRS sees the real gap.
 */
export async function bringItemsDue(db: Database, userId: string, at: Date): Promise<number> {
  const to = sql`${at.toISOString()}::timestamptz`;
  const moved = await db
    .update(reviewItems)
    .set({
      lastReview: sql`${reviewItems.lastReview} - (${reviewItems.due} - ${to})`,
      due: to,
    })
    .where(eq(reviewItems.userId, userId))
    .returning({ id: reviewItems.id });
  return moved.length;
}
