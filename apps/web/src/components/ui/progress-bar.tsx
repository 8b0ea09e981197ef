import { cn } from '@/lib/cn';

interface ProgressBarProps {
  value: number;
  max?: number;
  /** Accessible name, e.g. "Course progress". */
  label: string;
  /** Shows "NN%" beside the bar. */
  showValue?: boolean;
  className?: string;
}

export function ProgressBar({ value, max = 100, label, showValue = false, className }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={`${String(percent)}%`}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-brand-500 to-brand-700 transition-[width] duration-500"
          style={{ width: `${String(percent)}%` }}
        />
      </div>
      {showValue && (
        <span className="w-11 text-right text-sm font-semibold text-ink tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      )}
    </div>
  );
}
