import { pingDbResponse } from '@pathwise/contract';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';

/** Wakes the database before the learner submits (SPEC §7); the result is not used. */
export function pingDb(): void {
  void apiRequest('/auth/ping-db', { method: 'POST', schema: pingDbResponse, handleUnauthorized: false }).catch(
    () => undefined,
  );
}

export function usePingDbOnMount(): void {
  useEffect(() => {
    pingDb();
  }, []);
}
