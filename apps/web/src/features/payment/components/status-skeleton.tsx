import { Skeleton } from '@/components/ui/skeleton';

/** Holds the purchase card's shape while the subscription status is checked. */
export function StatusSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Checking subscription...</span>
      <Skeleton className="h-10 w-32" />
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-12 w-full rounded-lg" />
    </div>
  );
}
