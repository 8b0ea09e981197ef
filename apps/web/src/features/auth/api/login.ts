import { operations, type LoginRequest } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '@/lib/api-client';
import { startSession } from './start-session';

/** POST /auth/login; a response without both token and userId fails the contract and so the login. */
export function login(input: LoginRequest) {
  return call(operations.auth.login, { body: input }, { handleUnauthorized: false });
}

export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: LoginRequest) => startSession(await login(input)),
    onSuccess: (destination) => {
      void navigate(destination, { replace: true });
    },
  });
}
