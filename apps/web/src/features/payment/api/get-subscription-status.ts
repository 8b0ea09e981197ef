import { useQuery } from '@tanstack/react-query';
import { subscriptionStatusQueryOptions } from '@/lib/access';

export { subscriptionStatusQueryOptions };

/** GET /payment/subscription/status/{userId}: whether the learner holds lifetime premium. */
export function useSubscriptionStatus(userId: string | null) {
  return useQuery({ ...subscriptionStatusQueryOptions(userId ?? ''), enabled: userId !== null });
}
