import { operations, type PublicConfig } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** GET /api/config: values the browser may know (Google client id, payment provider ...). */
export function getPublicConfig(): Promise<PublicConfig> {
  return call(operations.system.config, {});
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: getPublicConfig,
  // Fetched once per page load: it only changes with a deploy.
  staleTime: Infinity,
  gcTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
