import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Once `active` turns true, goes to `to` after `delayMs` (cancelled if the screen unmounts). */
export function useDelayedNavigate(active: boolean, to: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      void navigate(to);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [active, to, delayMs, navigate]);
}
