import { Spinner } from '@/components/ui/spinner';

/** SPEC §4 "generating": what is happening, that it takes a moment, and to stay on the page. */
export function GeneratingStatus() {
  return (
    <div
      role="status"
      className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <p className="flex items-start gap-2 font-medium">
        <Spinner className="mt-0.5 text-brand-600" />
        <span>
          Building your personalised 30-day plan. This can take up to a minute, so please stay on this page.
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Generating your learning plan"
        className="h-1.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full w-2/5 animate-progress rounded-full bg-brand-600" />
      </div>
    </div>
  );
}
