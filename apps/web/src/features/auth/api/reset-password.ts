import { messageBody, type ResetPasswordRequest } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Success is judged by the HTTP status (SPEC §7): any 2xx resolves, anything else rejects. */
export function resetPassword(input: ResetPasswordRequest) {
  return api.post('/auth/reset-password', input, messageBody.partial(), { handleUnauthorized: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
