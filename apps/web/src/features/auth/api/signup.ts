import { messageBody, operations, type SignupRequest } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const signupResponse = messageBody.partial();

export function signup(input: SignupRequest) {
  return call(operations.auth.signup, { body: input }, { schema: signupResponse, handleUnauthorized: false });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
