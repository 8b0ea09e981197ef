import { useEffect, useRef, useState } from 'react';

/**
 * Where an element stands against the viewport (grown or shrunk by `rootMargin`):
 * - 'unobserved' before the first look: what the prerendered page and its hydration show;
 * - 'in': in view at the first look (nothing to reveal: it is already on screen);
 * - 'out': not in view yet;
 * - 'entered': came into view after being out.
 * One observer, disconnected once the element is in view.
 */
export type ViewportEntry = 'unobserved' | 'in' | 'out' | 'entered';

export function useViewportEntry<T extends Element>(rootMargin = '0px') {
  const ref = useRef<T>(null);
  const [entry, setEntry] = useState<ViewportEntry>('unobserved');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const inside = entries.some((item) => item.isIntersecting);
        setEntry((previous) => (inside ? (previous === 'out' ? 'entered' : 'in') : 'out'));
        if (inside) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [rootMargin]);

  return [ref, entry] as const;
}

export const isInView = (entry: ViewportEntry) => entry === 'in' || entry === 'entered';
