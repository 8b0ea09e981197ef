import { operations } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /auth/resend-verification: a new confirmation link to the logged-in learner's address. */
export function resendVerification() {
  return call(operations.auth.resendVerification, {});
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
