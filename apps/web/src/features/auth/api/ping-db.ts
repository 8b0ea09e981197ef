import { operations } from '@pathwise/contract';
import { useEffect } from 'react';
import { call } from '@/lib/api-client';

/** Wakes the database before the learner submits (SPEC §7); the result is not used. */
export function pingDb(): void {
  void call(operations.auth.pingDb, {}, { handleUnauthorized: false }).catch(() => undefined);
}

export function usePingDbOnMount(): void {
  useEffect(() => {
    pingDb();
  }, []);
}
