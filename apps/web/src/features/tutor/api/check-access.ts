import type { QueryClient } from '@tanstack/react-query';
import { fetchTrialAndSubscription, SAME_VISIT_MS } from '@/lib/access';
import { isNetworkError, readOfflineLesson } from '../utils/offline-lesson';

export type AccessDecision = 'granted' | 'denied';

/**
 * SPEC §4 tutor access: an active trial or an active subscription grants access. Either one
 * answering "active" is enough; otherwise a failed call makes the whole check fail.
 * The two answers are the navigation's (lib/access.ts) when it asked during this visit, not a second request.
 */
export async function checkAccess(queryClient: QueryClient, userId: string): Promise<AccessDecision> {
  const [trial, subscription] = await Promise.allSettled(
    fetchTrialAndSubscription(queryClient, userId, SAME_VISIT_MS),
  );
  if (trial.status === 'fulfilled' && trial.value.isTrialActive) return 'granted';
  if (subscription.status === 'fulfilled' && subscription.value.isActive) return 'granted';
  if (trial.status === 'rejected') throw trial.reason;
  if (subscription.status === 'rejected') throw subscription.reason;
  return 'denied';
}

/**
 * Without a network, a learner who has loaded a lesson in this browser may read it again (decision 026):
 * nothing new is unlocked, and every call to the server is still checked there.
 */
export async function checkAccessOrOffline(
  queryClient: QueryClient,
  userId: string,
): Promise<AccessDecision> {
  try {
    return await checkAccess(queryClient, userId);
  } catch (error) {
    if (isNetworkError(error) && readOfflineLesson(userId) !== null) return 'granted';
    throw error;
  }
}
