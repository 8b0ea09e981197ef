import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from './icons';
import { controlStyles } from './input';

export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(controlStyles, 'h-11 appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}
