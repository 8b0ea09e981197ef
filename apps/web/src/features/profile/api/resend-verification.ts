import { messageBody } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /auth/resend-verification: a new confirmation link to the logged-in learner's address. */
export function resendVerification() {
  return api.post('/auth/resend-verification', {}, messageBody);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
