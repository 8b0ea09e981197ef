import { PageContainer } from '@/components/layout/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** Shown in the shell while the first screen's code downloads. */
export function PageFallback() {
  return (
    <PageContainer width="prose" className="space-y-4">
      <Spinner label="Loading page" className="text-brand-600" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </PageContainer>
  );
}
