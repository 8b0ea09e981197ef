import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlStyles } from './input';

export type TextareaProps = ComponentProps<'textarea'>;

/** A multi-line text control that looks and focuses like Input. */
export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(controlStyles, 'min-h-20 resize-y py-2.5 leading-relaxed', className)} {...props} />;
}
