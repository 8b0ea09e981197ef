import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={cn('size-8 shrink-0', className)}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="pathwise-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d4ff5" />
          <stop offset="1" stopColor="#3f25b0" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#pathwise-logo)" />
      <path
        d="M9 22V10h7a4.5 4.5 0 0 1 0 9h-3.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22.5" cy="22.5" r="2" fill="#fff" />
    </svg>
  );
}

interface LogoProps {
  className?: string;
  /** Between 768px and 1024px only the mark shows, leaving room for the learner's seven links. */
  compact?: boolean;
}

export function Logo({ className, compact = false }: LogoProps) {
  return (
    <AppLink
      to={paths.home.getHref()}
      className={cn(
        'flex shrink-0 items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-ink',
        className,
      )}
      aria-label={`${site.name} home`}
    >
      <LogoMark />
      <span className={cn(compact && 'md:max-lg:sr-only')}>{site.name}</span>
    </AppLink>
  );
}
