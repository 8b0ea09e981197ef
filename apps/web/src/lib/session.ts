import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearSession, getToken, getUserId } from './storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('storage', onChange);
  };
}

/** The logged-in user's id, re-read on every 'storage' event (SPEC §4); null when logged out. */
export function useUserId(): string | null {
  return useSyncExternalStore(subscribe, getUserId, () => null);
}

export function useIsLoggedIn(): boolean {
  return useUserId() !== null;
}

/** Signed in: a user id and a token to call the API with (the learner-only screens and calls need both). */
export function isSignedIn(): boolean {
  return getUserId() !== null && getToken() !== null;
}

/** isSignedIn, re-read with the user id (the token is read at render, as the screens always did). */
export function useIsSignedIn(): boolean {
  return useUserId() !== null && getToken() !== null;
}

/** Ends the session: clears storage, tells every listener, forgets cached data, goes home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate(paths.home.getHref());
  }, [navigate, queryClient]);
}
