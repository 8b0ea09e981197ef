import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

interface DismissOptions {
  open: boolean;
  onDismiss: (reason: 'outside' | 'escape') => void;
  /** Pointer-downs inside any of these do not dismiss (the trigger and the panel). */
  insideRefs: RefObject<HTMLElement | null>[];
}

/**
 * Closes a popover on a pointer-down outside it or on Escape. The listeners are added by a plain effect: React
 * runs the effects of a click's update before it handles the next input, so a tap as soon as it shows counts.
 */
export function useDismiss({ open, onDismiss, insideRefs }: DismissOptions): void {
  const latest = useRef({ onDismiss, insideRefs });
  useLayoutEffect(() => {
    latest.current = { onDismiss, insideRefs };
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const inside = latest.current.insideRefs.some((ref) => ref.current?.contains(target));
      if (!inside) latest.current.onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
