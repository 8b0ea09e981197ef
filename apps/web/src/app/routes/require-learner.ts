import { redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { isSignedIn } from '@/lib/session';

/**
 * The learner-only screens' layout route (SPEC §4: no token goes to /login). Checked on arrival at each
 * screen under it; a session that ends while a screen is open is handled where it ends (logout goes
 * home, a 401 to /login with its message).
 */
export function requireLearner(children: RouteObject[]): RouteObject {
  return {
    id: 'require-learner',
    loader: () => (isSignedIn() ? null : redirect(paths.auth.login.getHref())),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    children,
  };
}
