import type { PublicStats } from '@pathwise/contract';
import { apiRequest } from '@/lib/api-client';
import { createPolledValue, usePolled } from '@/lib/polled-value';
import { readCounts } from '../utils/read-counts';

/** DESIGN §4: social proof is real and refreshed every 60 s. */
export const SOCIAL_PROOF_REFRESH_MS = 60_000;

/** GET /api/stats/public: people who started a plan in the last hour, and learners. */
export async function getPublicStats(signal?: AbortSignal): Promise<PublicStats> {
  const body = await apiRequest('/stats/public', { signal });
  return readCounts(body, ['plansStartedLastHour', 'learners']);
}

const publicStats = createPolledValue(getPublicStats, SOCIAL_PROOF_REFRESH_MS);

/** One request a minute for every reader on the page. */
export function usePublicStats() {
  return usePolled(publicStats);
}
