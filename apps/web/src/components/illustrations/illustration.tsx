import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface IllustrationProps {
  className?: string;
}

/**
 * The one illustration style: a 160 × 120 canvas, 3-unit strokes with round caps and joins, outlines in
 * brand-600 over a soft brand-50 backdrop, with brand-100 fills and accent-400 sparkles (the theme tokens
 * in styles.css). Decorative only: hidden from assistive technology, never any text inside.
 */
export function Illustration({
  name,
  className,
  children,
}: IllustrationProps & { name: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
      fill="none"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-illustration={name}
      className={cn('h-auto w-40 shrink-0 stroke-brand-600', className)}
    >
      <ellipse cx="80" cy="64" rx="66" ry="50" className="fill-brand-50 stroke-none" />
      {children}
    </svg>
  );
}

/** A four-point sparkle centred on (x, y), the style's accent. */
export function Sparkle({ x, y, size = 5 }: { x: number; y: number; size?: number }) {
  return (
    <path
      d={`M${String(x)} ${String(y - size)}v${String(size * 2)}M${String(x - size)} ${String(y)}h${String(size * 2)}`}
      className="stroke-accent-400"
    />
  );
}
