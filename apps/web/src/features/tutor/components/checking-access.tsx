import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TUTOR_MESSAGES } from '../utils/messages';

/**
 * Shown while the trial/subscription check runs (SPEC §2). A screen tall, as the day it stands for will be:
 * what the page shows under it (the 30-day map, the plan link) stays below the fold until the day arrives,
 * instead of showing and then being pushed down (a layout shift).
 */
export function CheckingAccess() {
  return (
    <div className="min-h-dvh space-y-6">
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-ink-muted">
        <Spinner className="text-brand-600" />
        {TUTOR_MESSAGES.checking}
      </p>
      <div className="space-y-3" aria-hidden="true">
        <Skeleton className="h-9 w-2/3 max-w-md" />
        <Skeleton className="h-4 w-1/2 max-w-sm" />
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}
