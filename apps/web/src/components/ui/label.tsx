import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type LabelProps = ComponentProps<'label'> & {
  /** Marks an optional field; required ones carry the native `required` attribute instead. */
  optional?: boolean;
};

export function Label({ className, children, optional, ...props }: LabelProps) {
  return (
    <label className={cn('block text-sm font-medium text-ink', className)} {...props}>
      {children}
      {optional && <span className="font-normal text-ink-muted"> (optional)</span>}
    </label>
  );
}
