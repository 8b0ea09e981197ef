import type { ReviewItem } from '@pathwise/contract';
import { useEffect, useState } from 'react';
import { useReviewToday } from '../api/review';
import { useReviewSkip } from './use-review-skip';

export interface ReviewGate {
  /** 'loading' until the review list is known; 'review' while the step shows; then 'lesson'. */
  stage: 'loading' | 'review' | 'lesson';
  items: ReviewItem[];
  /** The list could not be loaded: the lesson shows, with a line saying so. */
  failed: boolean;
  skip: () => void;
  finish: () => void;
}

/**
 * The review step before the day's lesson (decision 027): shown when questions are due and the learner
 * has not skipped it today; leaving it (skip or last answer) moves focus to the lesson's title.
 */
export function useReviewGate(userId: string | null): ReviewGate {
  const [skipped, skip] = useReviewSkip(userId);
  const [finished, setFinished] = useState(false);
  const [left, setLeft] = useState(false);
  const today = useReviewToday(!skipped);
  const items = today.data?.items ?? [];

  useEffect(() => {
    if (left) document.getElementById('lesson-title')?.focus();
  }, [left]);

  let stage: ReviewGate['stage'] = 'lesson';
  if (!skipped && !finished) {
    if (today.isPending) stage = 'loading';
    else if (items.length > 0) stage = 'review';
  }
  return {
    stage,
    items,
    failed: !skipped && today.isError,
    skip: () => {
      skip();
      setLeft(true);
    },
    finish: () => {
      setFinished(true);
      setLeft(true);
    },
  };
}
