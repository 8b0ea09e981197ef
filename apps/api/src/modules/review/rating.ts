import type { ReviewRating } from '@pathwise/contract';
import { Rating, type Grade } from 'ts-fsrs';

/**
 * The grader's score out of 10 as an FSRS rating (decision 027): 0–4 forgotten (Again), 5–7 partly
 * right (Hard), 8–9 right (Good), 10 complete (Easy). No score (a grader that gave only feedback)
 * counts as Hard: the answer was neither credited nor treated as a lapse.
 */
export function ratingForScore(score: number | null | undefined): Grade {
  if (score == null || !Number.isFinite(score)) return Rating.Hard;
  if (score >= 10) return Rating.Easy;
  if (score >= 8) return Rating.Good;
  if (score >= 5) return Rating.Hard;
  return Rating.Again;
}

const NAMES: Record<Grade, ReviewRating> = {
  [Rating.Again]: 'Again',
  [Rating.Hard]: 'Hard',
  [Rating.Good]: 'Good',
  [Rating.Easy]: 'Easy',
};

export const ratingName = (rating: Grade): ReviewRating => NAMES[rating];
