import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/**
 * The landing page's shape while its code downloads on a first visit. It fills the screen so the footer
 * stays below the fold and nothing jumps when the page arrives (cumulative layout shift).
 */
export function LandingSkeleton() {
  return (
    <div className="mx-auto grid min-h-[calc(100dvh-var(--spacing-header))] w-full max-w-content content-start items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:pt-20">
      <div className="flex flex-col items-center gap-5 lg:items-start">
        <Spinner label="Loading page" className="text-brand-600" />
        <Skeleton className="h-7 w-64 max-w-full rounded-full" />
        <Skeleton className="h-12 w-full max-w-xl" />
        <Skeleton className="h-12 w-4/5 max-w-lg" />
        <Skeleton className="h-5 w-full max-w-2xl" />
        <Skeleton className="h-5 w-11/12 max-w-2xl" />
        <Skeleton className="mt-3 h-12 w-40 rounded-lg" />
      </div>
      <Skeleton className="mx-auto h-96 w-full max-w-md rounded-2xl lg:max-w-none" />
    </div>
  );
}
