import { readLearnerSummary } from '@/lib/learner-summary';
import { useUserId } from '@/lib/session';
import { useMe, useProgress } from '@/lib/session-queries';
import { isNetworkError } from '../utils/offline-lesson';

interface QueryState {
  data: unknown;
  error: unknown;
  failureReason: unknown;
  fetchStatus: string;
}

/**
 * No answer because the network is gone: failing with no response at all (from the first try, not after the
 * retries), or paused while the browser says it is offline.
 */
const unreachable = (query: QueryState): boolean =>
  query.data === undefined &&
  (isNetworkError(query.error ?? query.failureReason) || query.fetchStatus === 'paused');

export interface OfflineGreeting {
  /** The account could not be loaded for want of a network: greet with `keptName`, never "User". */
  nameOffline: boolean;
  keptName: string | null;
  /** Progress could not be loaded for want of a network: show `keptStreak`, never a false 0. */
  streakOffline: boolean;
  keptStreak: number | null;
}

/** The tutor's greeting without a network: the learner's name and streak as last loaded (lib/learner-summary.ts). */
export function useOfflineGreeting(): OfflineGreeting {
  const userId = useUserId();
  // The same cached queries the screen asked for: these observers fetch nothing more.
  const nameOffline = unreachable(useMe());
  const streakOffline = unreachable(useProgress());
  const kept = nameOffline || streakOffline ? readLearnerSummary(userId) : {};
  return {
    nameOffline,
    keptName: kept.name ?? null,
    streakOffline,
    keptStreak: kept.streak ?? null,
  };
}
