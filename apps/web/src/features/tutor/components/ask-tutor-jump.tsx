import { useEffect, useState, type RefObject } from 'react';
import { buttonStyles } from '@/components/ui/button';

/** The tutor's box id, the jump's target. */
export const TUTOR_PANEL_ID = 'tutor-chat';

interface AskTutorJumpProps {
  /** The tutor's panel (heading, log and text box). */
  panelRef: RefObject<HTMLElement | null>;
}

/**
 * Below 1024 px the tutor sits under the lesson, screens away: a bar fixed at the bottom jumps to it
 * and puts the cursor in its text box. It steps aside while the tutor is in view.
 */
export function AskTutorJump({ panelRef }: AskTutorJumpProps) {
  const [tutorInView, setTutorInView] = useState(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      setTutorInView(entry?.isIntersecting ?? false);
    });
    observer.observe(panel);
    return () => {
      observer.disconnect();
    };
  }, [panelRef]);

  return (
    <div
      data-testid="ask-tutor-jump"
      hidden={tutorInView}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-popover backdrop-blur-md lg:hidden"
    >
      <a
        href={`#${TUTOR_PANEL_ID}`}
        className={buttonStyles({ size: 'lg', fullWidth: true })}
        onClick={(event) => {
          const panel = panelRef.current;
          if (!panel) return;
          event.preventDefault();
          panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
          // The text box, without a second jump: the scroll above already brings it into view.
          panel.querySelector<HTMLElement>('textarea, input')?.focus({ preventScroll: true });
        }}
      >
        Ask the tutor
      </a>
    </div>
  );
}
