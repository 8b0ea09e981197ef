import { operations } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /payment/receipt: the learner's latest paid payment (404 when there is none). */
export function getReceipt() {
  return call(operations.payment.receipt, {});
}

export const receiptQueryOptions = queryOptions({
  queryKey: ['payment', 'receipt'],
  queryFn: getReceipt,
});

export function useReceipt(enabled: boolean) {
  return useQuery({ ...receiptQueryOptions, enabled });
}
