import { operations } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /certificates/{id}: the public record behind a certificate (404 when the id is unknown). */
export function getCertificate(id: string, signal?: AbortSignal) {
  return call(
    operations.certificate.verify,
    { params: { id } },
    { ...(signal ? { signal } : {}), handleUnauthorized: false },
  );
}

export const certificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['certificates', id],
    queryFn: ({ signal }) => getCertificate(id, signal),
  });

export function useCertificate(id: string) {
  return useQuery(certificateQueryOptions(id));
}
