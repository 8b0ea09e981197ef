import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card used by signup, login and the password screens. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="relative flex flex-1 items-start justify-center overflow-hidden px-4 py-10 sm:items-center sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-3xl rounded-full bg-linear-to-r from-brand-200/60 via-accent-400/20 to-brand-300/50 blur-3xl"
      />
      <Card padding="lg" className="w-full max-w-md">
        <h1 className="text-title text-ink">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-ink-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-line pt-5 text-center text-sm text-ink-muted">{footer}</div>}
      </Card>
    </div>
  );
}
