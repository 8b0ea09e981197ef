import { useEffect, useState } from 'react';

/** Whole seconds left of `seconds`, counting down once per second while `active`. */
export function useCountdown(active: boolean, seconds: number): number {
  const [left, setLeft] = useState(seconds);
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    setLeft(seconds);
  }
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      setLeft((value) => Math.max(value - 1, 0));
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [active]);
  return left;
}
