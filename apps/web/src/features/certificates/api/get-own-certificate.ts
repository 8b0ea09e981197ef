import { operations } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';

/** GET /certificate/mine: the learner's own certificate for the active plan; null until it is issued. */
export async function getOwnCertificate(signal?: AbortSignal) {
  try {
    return await call(operations.certificate.mine, {}, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const ownCertificateQueryOptions = queryOptions({
  queryKey: ['certificates', 'mine'],
  queryFn: ({ signal }) => getOwnCertificate(signal),
});

export function useOwnCertificate(enabled: boolean) {
  return useQuery({ ...ownCertificateQueryOptions, enabled });
}
