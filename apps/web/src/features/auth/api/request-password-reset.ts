import { messageBody, type RequestPasswordResetRequest } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function requestPasswordReset(input: RequestPasswordResetRequest) {
  return api.post('/auth/request-password-reset', input, messageBody.partial(), { handleUnauthorized: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
