import { operations } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /auth/verify-email with the token from the welcome mail's link. */
export function verifyEmail(token: string) {
  return call(operations.auth.verifyEmail, { body: { token } }, { handleUnauthorized: false });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
