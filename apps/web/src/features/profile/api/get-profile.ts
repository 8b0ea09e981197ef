import { operations } from '@pathwise/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { fetchMe, fetchProgress } from '@/lib/session-queries';
import { getToken } from '@/lib/storage';

export interface Profile {
  name: string;
  email: string;
  /** False until the learner opens the link in the welcome mail (undefined from an older server). */
  emailVerified?: boolean | undefined;
  streak: number;
  /** Streak freezes held, and the last missed date one covered (null when none). */
  freezesHeld: number;
  freezeSavedOn: string | null;
  completedDays: number;
  /** Dates ('YYYY-MM-DD') of the last 12 weeks with a completed lesson, and those a freeze covered. */
  activeDates: string[];
  frozenDates: string[];
  /** The plan's length in days; 0 without a plan. */
  totalDays: number;
}

/** SPEC §8: a missing plan is tolerated, with a total of 0. */
async function getTotalDays(): Promise<number> {
  try {
    return (await call(operations.plan.duration, {})).duration;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 0;
    throw error;
  }
}

/** GET /auth/, /plan/user_progress and /plan/duration, together (the first two as every screen keeps them). */
export async function getProfile(client: QueryClient): Promise<Profile> {
  const [me, progress, totalDays] = await Promise.all([
    fetchMe(client, { fresh: true }),
    fetchProgress(client),
    getTotalDays(),
  ]);
  return {
    name: me.name,
    email: me.email,
    emailVerified: me.emailVerified,
    streak: progress.streak,
    freezesHeld: progress.freezes_held,
    freezeSavedOn: progress.freeze_saved_on,
    completedDays: new Set(progress.completed_days).size,
    activeDates: progress.active_dates,
    frozenDates: progress.frozen_dates,
    totalDays,
  };
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ client }) => getProfile(client),
  // Progress changes on the tutor screen: re-check on every visit, showing the last answer meanwhile.
  staleTime: 0,
});

export function useProfile() {
  return useQuery({ ...profileQueryOptions, enabled: Boolean(getToken()) });
}
