import { useIsLoggedIn, useLogout } from '@/lib/session';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';

/** The fixed top bar shown on every route; it re-reads login state on every 'storage' event. */
export function SiteHeader() {
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-line/80 bg-surface/90 backdrop-blur-md">
      <div className="mx-auto flex h-full max-w-content items-center justify-between gap-3 px-4 sm:px-6">
        <Logo compact={loggedIn} />
        <DesktopNav loggedIn={loggedIn} onLogout={logout} />
        <MobileNav loggedIn={loggedIn} onLogout={logout} />
      </div>
    </header>
  );
}
