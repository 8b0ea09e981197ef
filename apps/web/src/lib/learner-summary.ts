import { getUserId } from './storage';

/**
 * What the tutor's greeting needs, as last loaded: the learner's name and streak. Kept per learner beside the
 * lesson kept for offline use (decision 026), so /Tutor without a network greets the learner by name with
 * their last known streak instead of "User" and a false 0. The key carries the user id, so logging out
 * forgets it with the learner's other keys (lib/storage.ts).
 */
export interface LearnerSummary {
  name?: string;
  streak?: number;
}

export const learnerSummaryKey = (userId: string) => `learnerSummary_${userId}`;

/** Reads what is kept for `userId`; an empty summary when nothing (or nothing readable) is. */
export function readLearnerSummary(userId: string | null): LearnerSummary {
  if (!userId) return {};
  try {
    const raw = window.localStorage.getItem(learnerSummaryKey(userId));
    const kept = raw === null ? null : (JSON.parse(raw) as unknown);
    if (typeof kept !== 'object' || kept === null) return {};
    const { name, streak } = kept as Record<string, unknown>;
    return {
      ...(typeof name === 'string' && name.trim() ? { name } : {}),
      ...(typeof streak === 'number' && Number.isInteger(streak) && streak >= 0 ? { streak } : {}),
    };
  } catch {
    return {};
  }
}

/** Keeps part of the summary for the signed-in learner (the name from the account, the streak from progress). */
export function keepLearnerSummary(part: LearnerSummary): void {
  const userId = getUserId();
  if (!userId) return;
  try {
    window.localStorage.setItem(
      learnerSummaryKey(userId),
      JSON.stringify({ ...readLearnerSummary(userId), ...part }),
    );
  } catch {
    // Storage full or unavailable: the greeting is simply not kept for offline use.
  }
}
