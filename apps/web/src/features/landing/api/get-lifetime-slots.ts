import type { lifetimeSlotsResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { SOCIAL_PROOF_REFRESH_MS } from './get-public-stats';

export type LifetimeSlots = z.infer<typeof lifetimeSlotsResponse>;

/** GET /api/payment/lifetime-slots: the configured cap, sales and what is left. */
export async function getLifetimeSlots(): Promise<LifetimeSlots> {
  const { lifetimeSlotsResponse } = await import('@pathwise/contract/payment');
  return api.get('/payment/lifetime-slots', lifetimeSlotsResponse);
}

export const lifetimeSlotsQueryOptions = queryOptions({
  queryKey: ['payment', 'lifetime-slots'],
  queryFn: getLifetimeSlots,
  staleTime: SOCIAL_PROOF_REFRESH_MS,
  refetchInterval: SOCIAL_PROOF_REFRESH_MS,
  // Decoration, not a feature: a failure hides the line instead of retrying or showing an error.
  retry: false,
});

export function useLifetimeSlots() {
  return useQuery(lifetimeSlotsQueryOptions);
}
