import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AlertCircleIcon, CheckCircleIcon } from './icons';

interface FormMessageProps {
  tone: 'success' | 'error';
  children: ReactNode;
  className?: string;
}

/** The one-line result under a form: green for success, red for failure. */
export function FormMessage({ tone, children, className }: FormMessageProps) {
  const success = tone === 'success';
  const Icon = success ? CheckCircleIcon : AlertCircleIcon;
  return (
    <p
      role={success ? 'status' : 'alert'}
      data-tone={tone}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium',
        success
          ? 'border-success-200 bg-success-50 text-success-700'
          : 'border-danger-200 bg-danger-50 text-danger-700',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}
