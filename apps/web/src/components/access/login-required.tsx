import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

interface LoginRequiredProps {
  tone: 'danger' | 'warning';
  /** The screen's own words (SPEC's, where it has them). */
  title?: string;
  children: ReactNode;
}

/** A learner's screen opened without a session: the screen's reason and the way in (Log In). */
export function LoginRequired({ tone, title, children }: LoginRequiredProps) {
  return (
    <Alert
      tone={tone}
      title={title}
      action={
        <AppLink to={paths.auth.login.getHref()} className={buttonStyles({ size: 'sm' })}>
          Log In
        </AppLink>
      }
    >
      {children}
    </Alert>
  );
}
