import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format-count';
import { useLifetimeSlots } from '../api/get-lifetime-slots';
import { usePublicStats } from '../api/get-public-stats';

export function plansStartedText(count: number): string {
  if (count === 0) return 'Be the first to start a plan this hour';
  if (count === 1) return '1 person started their plan in the last hour';
  return `${formatCount(count)} people started their plan in the last hour`;
}

export function learnersText(count: number): string {
  if (count === 0) return 'Be one of our first learners.';
  if (count === 1) return '1 learner has joined the community so far.';
  return `${formatCount(count)} learners have joined the community so far.`;
}

/** Real figures only (DESIGN §4): while loading a placeholder holds the space, on failure nothing shows. */
export function PlansStartedCounter({ className }: { className?: string }) {
  const { data, isPending } = usePublicStats();
  return (
    <div className={cn('flex h-9 items-center', className)}>
      {isPending ? (
        <Skeleton className="h-8 w-72 max-w-full rounded-full" />
      ) : data ? (
        <p
          data-testid="plans-started"
          className="inline-flex items-center gap-2 rounded-full border border-success-200 bg-success-50 px-3 py-1.5 text-sm font-medium text-success-700"
        >
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success-600 opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2.5 rounded-full bg-success-600" />
          </span>
          {plansStartedText(data.plansStartedLastHour)}
        </p>
      ) : null}
    </div>
  );
}

export function CommunityCount({ className }: { className?: string }) {
  const { data, isPending } = usePublicStats();
  if (isPending) return <Skeleton className={cn('h-6 w-64 max-w-full', className)} />;
  if (!data) return null;
  return (
    <p data-testid="learners" className={cn('font-semibold text-ink', className)}>
      {learnersText(data.learners)}
    </p>
  );
}

/** "N of M lifetime slots left", hidden while loading and if the call fails (SPEC §9, DESIGN §4). */
export function LifetimeSlotsLeft({ className }: { className?: string }) {
  const { data } = useLifetimeSlots();
  if (!data || data.total <= 0) return null;
  return (
    <p
      data-testid="slots-left"
      className={cn(
        'rounded-lg bg-warning-50 px-3 py-2 text-center text-sm font-semibold text-warning-700',
        className,
      )}
    >
      {slotsLeftText(data)}
    </p>
  );
}

export function slotsLeftText({ total, left }: { total: number; left: number }): string {
  if (left <= 0) return 'All lifetime access slots are taken';
  if (left >= total) return `${formatCount(total)} lifetime access slots available`;
  return `Only ${formatCount(left)} of ${formatCount(total)} lifetime access slots left`;
}
