import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearSession, getUserId } from './storage';

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
