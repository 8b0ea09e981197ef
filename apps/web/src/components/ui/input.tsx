import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Shared by text inputs and selects so every control looks and focuses alike. */
export const controlStyles = cn(
  'block w-full min-w-0 rounded-lg border border-line-strong bg-surface px-3.5 text-base text-ink shadow-xs',
  'placeholder:text-slate-500 transition-colors duration-150',
  'hover:border-brand-300 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
  'aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted',
);

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(controlStyles, 'h-11', className)} {...props} />;
}
