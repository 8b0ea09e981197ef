import { messageBody, operations, type ResetPasswordRequest } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Success is judged by the HTTP status (SPEC §7): any 2xx resolves, anything else rejects. */
export function resetPassword(input: ResetPasswordRequest) {
  return call(
    operations.auth.resetPassword,
    { body: input },
    { schema: messageBody.partial(), handleUnauthorized: false },
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
