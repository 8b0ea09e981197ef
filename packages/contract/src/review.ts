import { z } from 'zod';
import { nonBlank } from './common';

/** Spaced review (decision 027): quiz questions a learner answered come back on an FSRS schedule. */

/** How many items one review step asks at most. */
export const REVIEW_STEP_SIZE = 5;

export const reviewRatings = ['Again', 'Hard', 'Good', 'Easy'] as const;
export const reviewRating = z.enum(reviewRatings);
export type ReviewRating = z.infer<typeof reviewRating>;

export const reviewItem = z.object({
  id: z.uuid(),
  day: z.number().int(),
  topic: z.string(),
  question: z.string(),
  due: z.iso.datetime(),
  /** Due now (true) or later in the learner's day (false). */
  dueNow: z.boolean(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** GET /review/today: at most REVIEW_STEP_SIZE items of the active plan, due ones first. */
export const reviewTodayResponse = z.object({
  items: z.array(reviewItem),
  /** Every item of the active plan due now (may be more than the step shows). */
  dueCount: z.number().int().min(0),
});
export type ReviewTodayResponse = z.infer<typeof reviewTodayResponse>;

export const reviewAnswerRequest = z.object({
  userAnswer: nonBlank('Write your answer first, then check it.', 8000),
});
export type ReviewAnswerRequest = z.infer<typeof reviewAnswerRequest>;

/** POST /review/:itemId: the grader's feedback, the rating it became and when the item comes back. */
export const reviewAnswerResponse = z.object({
  feedback: z.string(),
  score: z.number().int().min(0).max(10).optional(),
  rating: reviewRating,
  nextDue: z.iso.datetime(),
  intervalDays: z.number().int().min(0),
});
export type ReviewAnswerResponse = z.infer<typeof reviewAnswerResponse>;

export const reviewItemParams = z.object({ itemId: z.uuid({ message: 'itemId must be a valid id.' }) });

/** GET /review/stats: the Profile's review card. */
export const reviewStatsResponse = z.object({
  /** Items (all plans) due now. */
  due: z.number().int().min(0),
  /** Items whose latest answer was not forgotten (rated Hard or better) and that are not due yet. */
  retained: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Review-step answers in the last 30 days. */
  reviewed: z.number().int().min(0),
  /** Percent of those recalled (rated Hard or better); null before the first review. */
  retention: z.number().int().min(0).max(100).nullable(),
});
export type ReviewStatsResponse = z.infer<typeof reviewStatsResponse>;
