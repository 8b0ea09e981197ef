import { subscriptionStatusResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /payment/subscription/status/{userId}: whether the learner holds lifetime premium. */
export function getSubscriptionStatus(userId: string) {
  return api.get(`/payment/subscription/status/${encodeURIComponent(userId)}`, subscriptionStatusResponse);
}

export const subscriptionStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['payment', 'subscription-status', userId],
    queryFn: () => getSubscriptionStatus(userId),
    // Checked on every visit: a purchase in another tab must show at once.
    staleTime: 0,
  });

export function useSubscriptionStatus(userId: string | null) {
  return useQuery({ ...subscriptionStatusQueryOptions(userId ?? ''), enabled: userId !== null });
}
