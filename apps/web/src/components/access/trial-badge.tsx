import { trialLeftText, useAccessStatus } from '@/lib/access';
import { cn } from '@/lib/cn';

/**
 * "Trial: N days left (ends 2 Dec)" for a learner in their free trial; nothing for premium learners,
 * while loading, or when the end date is unknown.
 */
export function TrialBadge({ className }: { className?: string }) {
  const access = useAccessStatus();
  if (!access || access.isPremium || !access.isTrialActive || !access.trialEndsAt) return null;
  return (
    <p
      data-testid="trial-badge"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-700',
        className,
      )}
    >
      {trialLeftText(access.trialEndsAt)}
    </p>
  );
}
