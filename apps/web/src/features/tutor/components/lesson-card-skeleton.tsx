import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** Today's lesson is on its way; after a few seconds, say why (the first lesson is written on demand). */
export function LessonCardSkeleton({ slow }: { slow: boolean }) {
  return (
    // Below 1024 px the tutor sits under the lesson: a screen-tall skeleton keeps it below the fold until
    // the (longer) lesson arrives, so the page does not jump.
    <Card padding="lg" className="space-y-4 max-lg:min-h-dvh" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner className="text-brand-600" />
        {slow
          ? "Preparing today's lesson. The first lesson of a plan can take a moment to write..."
          : "Loading today's lesson..."}
      </p>
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-11 w-48" />
    </Card>
  );
}
