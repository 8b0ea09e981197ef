import { useRef, useState, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useDismiss } from '@/hooks/use-dismiss';

const MENU_ID = 'mobile-menu';

interface MobileMenuProps {
  /** Changes on every navigation (the SPA passes its location key), which closes the menu. */
  pageKey?: string;
  /** The menu's links (<li>s); `close` is for their onClick. */
  links: (close: () => void) => ReactNode;
  /** The buttons under the links (Log In and Sign Up, or Logout). */
  actions: (close: () => void) => ReactNode;
}

/**
 * Below 768px: a menu button that opens a dropdown (SPEC §2). It closes on a tap outside, on Escape
 * (focus back on the button) and when a link is chosen.
 */
export function MobileMenu({ pageKey = '', links, actions }: MobileMenuProps) {
  // The menu belongs to the page it was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pageKey;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpenOn(null);
  };

  useDismiss({
    open,
    insideRefs: [buttonRef, panelRef],
    onDismiss: (reason) => {
      close();
      if (reason === 'escape') buttonRef.current?.focus();
    },
  });

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => {
          setOpenOn(open ? null : pageKey);
        }}
        className="-mr-2 flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        ref={panelRef}
        id={MENU_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] animate-slide-down overflow-y-auto border-b border-line bg-surface px-4 pt-2 pb-5 shadow-popover"
      >
        {/* Built when it opens: a page's first render (and the landing page's hydration) skips a menu nobody opened. */}
        {open && (
          <nav aria-label="Main menu">
            <ul className="space-y-0.5">{links(close)}</ul>
            <div className="mt-4 grid gap-2 border-t border-line pt-4">{actions(close)}</div>
          </nav>
        )}
      </div>
    </div>
  );
}
