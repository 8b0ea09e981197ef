import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { dismissStaleToasts } from '@/lib/toast';
import { NavigationProgress } from './navigation-progress';
import { PageFrame } from './page-frame';
import { SiteHeader } from './site-header';

/** The SPA's frame for every route: the page frame with the progress bar and the session-aware header. */
export function AppShell({ children, beforeFooter }: { children: ReactNode; beforeFooter?: ReactNode }) {
  const { pathname, hash } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);

  // A new page starts without what earlier pages said (a stale "Login failed" after logging in).
  useEffect(() => {
    dismissStaleToasts(Date.now(), pathname);
  }, [pathname]);

  // After a client-side navigation, screen-reader and keyboard users start at the new content.
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (!hash) mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <PageFrame
      mainRef={mainRef}
      beforeFooter={beforeFooter}
      header={
        <>
          <NavigationProgress />
          <SiteHeader />
        </>
      }
    >
      {children}
    </PageFrame>
  );
}
