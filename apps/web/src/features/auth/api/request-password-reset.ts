import { messageBody, operations, type RequestPasswordResetRequest } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function requestPasswordReset(input: RequestPasswordResetRequest) {
  return call(
    operations.auth.requestPasswordReset,
    { body: input },
    { schema: messageBody.partial(), handleUnauthorized: false },
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
