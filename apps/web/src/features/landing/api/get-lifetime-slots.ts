import type { lifetimeSlotsResponse } from '@pathwise/contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { createPolledValue, usePolled } from '@/lib/polled-value';
import { readCounts } from '../utils/read-counts';
import { SOCIAL_PROOF_REFRESH_MS } from './get-public-stats';

export type LifetimeSlots = z.infer<typeof lifetimeSlotsResponse>;

/** GET /api/payment/lifetime-slots: the configured cap, sales and what is left. */
export async function getLifetimeSlots(signal?: AbortSignal): Promise<LifetimeSlots> {
  const body = await apiRequest('/payment/lifetime-slots', { signal });
  return readCounts(body, ['total', 'sold', 'left']);
}

const lifetimeSlots = createPolledValue(getLifetimeSlots, SOCIAL_PROOF_REFRESH_MS);

export function useLifetimeSlots() {
  return usePolled(lifetimeSlots);
}
