import { operations } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/session-queries';

/** POST /auth/verify-email with the token from the welcome mail's link. */
export function verifyEmail(token: string) {
  return call(operations.auth.verifyEmail, { body: { token } }, { handleUnauthorized: false });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The account now says the address is verified.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
