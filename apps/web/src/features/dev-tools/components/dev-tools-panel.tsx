import { ChevronDownIcon } from '@/components/ui/icons';
import { outboxHref } from '../api/dev-tools';
import { DevToolButton, devToolActions } from './dev-tool-button';

/**
 * Developer tools (DEV_TOOLS=true, loopback only, never in production): the shortcuts that skip the
 * 30-day plan and the 7-day trial, and the mail outbox. Collapsed by default, it covers nothing: it sits
 * in the page above the footer (never over the fixed "Ask the tutor" bar), and is pinned bottom-left only
 * on screens of 1536 px and more, where the page's side margin has room for it.
 */
export function DevToolsPanel() {
  return (
    <aside
      aria-label="Developer tools"
      className="mx-auto w-full max-w-content px-4 pb-6 sm:px-6 2xl:fixed 2xl:bottom-4 2xl:left-4 2xl:z-30 2xl:w-auto 2xl:p-0"
    >
      <details className="group rounded-xl 2xl:open:w-80 border border-dashed border-warning-700 bg-surface text-sm text-ink shadow-popover">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          <span>
            Developer tools{' '}
            <span className="ml-1 rounded-full bg-warning-50 px-2 py-0.5 text-xs font-medium text-warning-700">
              development only
            </span>
          </span>
          <ChevronDownIcon className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="space-y-3 border-t border-line px-4 py-3">
          <p className="text-ink-muted">
            Try the product without waiting 30 days. These change only your own account.
          </p>
          <div className="flex flex-wrap gap-2">
            {devToolActions.map((action) => (
              <DevToolButton key={action.label} action={action} />
            ))}
          </div>
          <a
            href={outboxHref}
            target="_blank"
            rel="noreferrer"
            className="inline-block font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Open the mail outbox (new tab)
          </a>
        </div>
      </details>
    </aside>
  );
}
