import type { PublicStats } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DESIGN §4: social proof is real and refreshed every 60 s. */
export const SOCIAL_PROOF_REFRESH_MS = 60_000;

/** GET /api/stats/public: people who started a plan in the last hour, and learners. */
export async function getPublicStats(): Promise<PublicStats> {
  // The schema (and zod with it) arrives with the first answer, keeping it off the landing page's first load.
  const { publicStatsResponse } = await import('@pathwise/contract/public');
  return api.get('/stats/public', publicStatsResponse);
}

export const publicStatsQueryOptions = queryOptions({
  queryKey: ['stats', 'public'],
  queryFn: getPublicStats,
  staleTime: SOCIAL_PROOF_REFRESH_MS,
  refetchInterval: SOCIAL_PROOF_REFRESH_MS,
});

export function usePublicStats() {
  return useQuery(publicStatsQueryOptions);
}
