import type { PublicConfig } from '@pathwise/contract';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { usePublicConfig } from '@/lib/public-config';

export const CONFIG_ERROR_MESSAGE =
  'We could not load this page. Please check your connection and try again.';

/** Waits for GET /api/config (contact e-mail, governing law, blog links) with a skeleton, or offers a retry. */
export function ConfigGate({ children }: { children: (config: PublicConfig) => ReactNode }) {
  const { data, isPending, isError, refetch, isRefetching } = usePublicConfig();
  if (data) return <>{children(data)}</>;
  if (isPending)
    return (
      <div className="space-y-4">
        <Spinner label="Loading" className="text-brand-600" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="mt-8 h-6 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    );
  return isError ? (
    <Alert
      tone="danger"
      action={
        <Button
          size="sm"
          variant="secondary"
          loading={isRefetching}
          onClick={() => {
            void refetch();
          }}
        >
          Try again
        </Button>
      }
    >
      {CONFIG_ERROR_MESSAGE}
    </Alert>
  ) : null;
}
