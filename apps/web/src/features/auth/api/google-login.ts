import { operations, type GoogleLoginRequest } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '@/lib/api-client';
import { startSession } from './start-session';

/** POST /auth/google-login with the Google ID token (the credential). */
export function googleLogin(input: GoogleLoginRequest) {
  return call(operations.auth.googleLogin, { body: input }, { handleUnauthorized: false });
}

export function useGoogleLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: GoogleLoginRequest) => startSession(await googleLogin(input)),
    onSuccess: (destination) => {
      void navigate(destination, { replace: true });
    },
  });
}
