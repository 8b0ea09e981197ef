import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Every route's frame: skip link, fixed header, main landmark, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);

  // After a client-side navigation, screen-reader and keyboard users start at the new content.
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (!hash) mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader />
      <main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col pt-header outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
