import { useEffect, useState } from 'react';

/** True once `waiting` has lasted `afterMs`: time to tell the learner why nothing has appeared yet. */
export function useIsSlow(waiting: boolean, afterMs: number): boolean {
  const [slow, setSlow] = useState(false);
  const [wasWaiting, setWasWaiting] = useState(waiting);
  if (wasWaiting !== waiting) {
    setWasWaiting(waiting);
    setSlow(false);
  }
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => {
      setSlow(true);
    }, afterMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [waiting, afterMs]);
  return slow;
}
