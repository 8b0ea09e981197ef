import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';

// The answers and their matcher are fetched on first use, not with the landing page.
const loadConversation = () => import('./help-conversation');
const HelpConversation = lazy(() => loadConversation().then((m) => ({ default: m.HelpConversation })));

const PANEL_ID = 'help-widget-panel';

function ChatIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-4-.9L3 20l1.1-4A8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5Z" />
      <path d="M8 10h8M8 14h5" />
    </svg>
  );
}

/**
 * SPEC §2: the chat-style widget of the landing page, answering common questions without login.
 * A non-modal dialog: the button opens it and focus moves to its question box; Esc or Close shuts it
 * and focus returns to the button.
 */
export function HelpWidget() {
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  const preload = () => {
    void loadConversation();
  };

  return (
    <>
      {open && (
        <div
          id={PANEL_ID}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          className="fixed right-3 bottom-[calc(5.25rem+env(safe-area-inset-bottom))] left-3 z-40 flex max-h-[min(34rem,calc(100dvh-10rem))] animate-pop-in flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-popover sm:left-auto sm:w-96 md:right-6 md:bottom-24 md:max-h-[min(36rem,calc(100dvh-8rem))]"
        >
          <div className="flex items-center justify-between gap-3 bg-linear-to-r from-brand-700 to-brand-900 px-4 py-3 text-white">
            <h2 id={titleId} className="font-bold">
              Questions about Pathwise?
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label="Close help"
              className="flex size-9 items-center justify-center rounded-lg hover:bg-white/15 focus-visible:outline-white"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <Suspense
            fallback={
              <div className="flex flex-1 items-center justify-center p-8 text-brand-600">
                <Spinner label="Loading answers" className="size-6" />
              </div>
            }
          >
            <HelpConversation />
          </Suspense>
        </div>
      )}
      <button
        ref={launcherRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => {
          if (open) close();
          else setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        className="fixed right-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 flex h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-brand-700 px-3 font-semibold text-white shadow-brand transition-colors hover:bg-brand-800 md:right-6 md:bottom-6 2xl:px-4"
      >
        {open ? <CloseIcon className="size-5" /> : <ChatIcon className="size-5" />}
        {/*
          Icon-only below 1536 px: a 48 px round button in the page's margin, over no text. On phones it
          sits inside the fixed Start Free bar (which keeps room for it), not over the content.
        */}
        <span className="max-2xl:sr-only">{open ? 'Close help' : 'Questions?'}</span>
      </button>
    </>
  );
}
