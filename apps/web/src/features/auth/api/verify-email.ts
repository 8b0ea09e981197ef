import { messageBody } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /auth/verify-email with the token from the welcome mail's link. */
export function verifyEmail(token: string) {
  return api.post('/auth/verify-email', { token }, messageBody, { handleUnauthorized: false });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
