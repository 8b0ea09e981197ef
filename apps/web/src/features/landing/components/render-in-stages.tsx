import { startTransition, useEffect, useState, type ReactNode } from 'react';

interface RenderInStagesProps {
  /** Rendered one per task after the first paint, in order. */
  stages: ReactNode[];
  /** Everything at once, e.g. when the address targets a section (/#pricing) that must exist to scroll to. */
  all?: boolean;
}

/**
 * Mounts the sections under the hero one at a time, each in its own low-priority render, so a slow phone
 * never has one long task building the whole page (Total Blocking Time), and the hero paints first.
 * Until the last one is in, a screen-high spacer keeps the footer where it will end up (no layout shift).
 */
export function RenderInStages({ stages, all = false }: RenderInStagesProps) {
  const [staged, setShown] = useState(0);
  const shown = all ? stages.length : staged;

  useEffect(() => {
    if (shown >= stages.length) return;
    const timer = window.setTimeout(() => {
      startTransition(() => {
        setShown((count) => count + 1);
      });
    }, 0);
    return () => {
      window.clearTimeout(timer);
    };
  }, [shown, stages.length]);

  return (
    <>
      {stages.slice(0, shown)}
      {shown < stages.length && <div aria-hidden="true" className="min-h-dvh" />}
    </>
  );
}
