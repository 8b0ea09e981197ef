import { useCallback, useState } from 'react';
import { tutorHistoryKey } from './use-tutor-history';

/**
 * "Skip review" is remembered for the learner's day (same user id + date as the tutor's chat), so a
 * reload goes straight to the lesson and logging out clears it with the learner's other keys.
 */
export function reviewSkipKey(userId: string, now = new Date()): string {
  return `reviewSkipped_${tutorHistoryKey(userId, now)}`;
}

export function readSkipped(userId: string | null): boolean {
  if (!userId) return false;
  try {
    return window.localStorage.getItem(reviewSkipKey(userId)) === '1';
  } catch {
    return false;
  }
}

export function useReviewSkip(userId: string | null): [skipped: boolean, skip: () => void] {
  const [skipped, setSkipped] = useState(() => readSkipped(userId));
  const skip = useCallback(() => {
    setSkipped(true);
    if (!userId) return;
    try {
      window.localStorage.setItem(reviewSkipKey(userId), '1');
    } catch {
      // Storage unavailable: the skip lasts as long as the page.
    }
  }, [userId]);
  return [skipped, skip];
}
