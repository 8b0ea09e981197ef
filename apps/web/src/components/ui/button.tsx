import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 disabled:hover:bg-brand-600',
  secondary:
    'border border-line-strong bg-surface text-ink shadow-xs hover:border-brand-300 hover:bg-brand-50 active:bg-brand-100 disabled:hover:bg-surface',
  ghost: 'text-brand-700 hover:bg-brand-50 active:bg-brand-100 disabled:hover:bg-transparent',
  danger:
    'bg-danger-600 text-white shadow-sm hover:bg-danger-700 active:bg-danger-700 disabled:hover:bg-danger-600',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

interface StyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** Button classes, also for links that look like buttons. */
export function buttonStyles({ variant = 'primary', size = 'md', fullWidth, className }: StyleOptions = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap',
    'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
    className,
  );
}

type ButtonProps = ComponentProps<'button'> &
  Omit<StyleOptions, 'className'> & {
    /** Disables the button and shows a spinner with loadingText (or the children). */
    loading?: boolean;
    loadingText?: ReactNode;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingText,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonStyles({ variant, size, fullWidth, className })}
      disabled={loading ? true : disabled}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}
