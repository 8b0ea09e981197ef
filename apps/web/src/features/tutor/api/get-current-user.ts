import { meResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const currentUser = meResponse.pick({ id: true, name: true, email: true });

/** GET /auth/: id, name, email of the logged-in learner. */
export function getCurrentUser() {
  return api.get('/auth/', currentUser);
}

export const currentUserQueryOptions = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: getCurrentUser,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
