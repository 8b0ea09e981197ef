import { useLocation } from 'react-router';
import { useIsLoggedIn, useLogout } from '@/lib/session';
import { HeaderBar } from './header-bar';
import { LearnerNav } from './learner-nav';
import { VisitorNav } from './visitor-nav';

/** The SPA's top bar; it re-reads login state on every 'storage' event. */
export function SiteHeader() {
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const { key } = useLocation();
  return (
    <HeaderBar compactLogo={loggedIn}>
      {loggedIn ? <LearnerNav onLogout={logout} pageKey={key} /> : <VisitorNav pageKey={key} />}
    </HeaderBar>
  );
}
