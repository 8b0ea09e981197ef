import { messageBody, type SignupRequest } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const signupResponse = messageBody.partial();

export function signup(input: SignupRequest) {
  return api.post('/auth/signup', input, signupResponse, { handleUnauthorized: false });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
