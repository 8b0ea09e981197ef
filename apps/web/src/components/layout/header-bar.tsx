import type { ReactNode } from 'react';
import { Logo } from './logo';

interface HeaderBarProps {
  /** Between 768px and 1024px only the logo's mark shows, leaving room for the learner's seven links. */
  compactLogo?: boolean;
  /** The navigation for who is visiting. */
  children: ReactNode;
}

/** The fixed top bar of every page (SPEC §2). */
export function HeaderBar({ compactLogo = false, children }: HeaderBarProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-line/80 bg-surface/90 backdrop-blur-md">
      <div className="mx-auto flex h-full max-w-content items-center justify-between gap-3 px-4 sm:px-6">
        <Logo compact={compactLogo} />
        {children}
      </div>
    </header>
  );
}
