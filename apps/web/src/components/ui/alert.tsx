import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from './icons';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, { box: string; icon: typeof InfoIcon }> = {
  info: { box: 'border-info-200 bg-info-50 text-info-700', icon: InfoIcon },
  success: { box: 'border-success-200 bg-success-50 text-success-700', icon: CheckCircleIcon },
  warning: { box: 'border-warning-200 bg-warning-50 text-warning-700', icon: WarningIcon },
  danger: { box: 'border-danger-200 bg-danger-50 text-danger-700', icon: AlertCircleIcon },
};

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A way on: a retry button or a link. */
  action?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/** A banner. Danger alerts interrupt (role=alert); the others are polite (role=status). */
export function Alert({ tone = 'info', title, children, action, onDismiss, className }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="break-words">{children}</div>}
        {action && <div className="pt-1">{action}</div>}
      </div>
      {onDismiss && <DismissButton onClick={onDismiss} />}
    </div>
  );
}

/** The small × that closes a banner or panel. */
export function DismissButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Dismiss"
      className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
    >
      <CloseIcon className="size-4" />
    </button>
  );
}
