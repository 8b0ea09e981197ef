import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const paddings = { none: '', md: 'p-5 sm:p-6', lg: 'p-6 sm:p-8' } as const;

type CardProps = ComponentProps<'div'> & { padding?: keyof typeof paddings };

export function Card({ className, padding = 'md', ...props }: CardProps) {
  return (
    <div
      className={cn('rounded-2xl border border-line bg-surface shadow-card', paddings[padding], className)}
      {...props}
    />
  );
}

type CardTitleProps = ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' };

export function CardTitle({ as: Heading = 'h2', className, ...props }: CardTitleProps) {
  return <Heading className={cn('text-xl font-bold tracking-tight text-ink', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('mt-1 text-sm text-ink-muted', className)} {...props} />;
}
