import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Holds the form's shape while saved preferences (or the pre-fill) load. */
export function ReminderFormSkeleton() {
  return (
    <Card padding="lg" className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your reminder preferences...
      </span>
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-12 rounded-xl" />
        <Skeleton className="h-12 rounded-xl" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="space-y-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-11 rounded-lg" />
          </div>
        ))}
      </div>
      <Skeleton className="h-11 w-full rounded-lg sm:w-44" />
    </Card>
  );
}
