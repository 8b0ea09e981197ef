import { CheckCircleIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { premiumFeatures } from '../content/premium-features';

/** What premium unlocks; `compact` drops the one-line details (the receipt). */
export function PremiumFeatureList({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn(compact ? 'grid gap-2 sm:grid-cols-2' : 'space-y-4', className)}>
      {premiumFeatures.map((feature) => (
        <li key={feature.title} className="flex gap-3">
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-success-600" />
          <span className="min-w-0">
            <span className="font-semibold text-ink">{feature.title}</span>
            {!compact && <span className="mt-0.5 block text-sm text-ink-muted">{feature.detail}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
