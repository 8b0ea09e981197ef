import { operations } from '@pathwise/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /payment/lifetime-slots: the configured cap, sales and what is left. */
export function getLifetimeSlots() {
  return call(operations.payment.lifetimeSlots, {});
}

export function useLifetimeSlots() {
  return useQuery({
    queryKey: ['payment', 'lifetime-slots'],
    queryFn: getLifetimeSlots,
    // A detail, not the feature: a failure hides the line rather than retrying or showing an error.
    retry: false,
  });
}
