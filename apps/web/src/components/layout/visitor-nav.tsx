import { AppLink } from '@/components/ui/app-link';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MobileMenu } from './mobile-menu';
import { barLinkClass, loggedOutNavItems, menuLinkClass } from './nav-items';

/**
 * A visitor's navigation (SPEC §2): the landing page's sections, Log In and Sign Up, inline from 768px
 * and in the mobile menu below. Router-free, so the prerendered landing page can use it too.
 */
export function VisitorNav({ pageKey }: { pageKey?: string }) {
  return (
    <>
      <nav aria-label="Main" className="hidden flex-1 items-center justify-between gap-4 md:flex">
        <ul className="mx-auto flex items-center gap-1">
          {loggedOutNavItems.map((item) => (
            <li key={item.to}>
              <AppLink to={item.to} className={barLinkClass}>
                {item.label}
              </AppLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <AppLink to={paths.auth.login.getHref()} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
            Log In
          </AppLink>
          <AppLink to={paths.auth.signup.getHref()} className={buttonStyles({ size: 'sm' })}>
            Sign Up
          </AppLink>
        </div>
      </nav>
      <MobileMenu
        pageKey={pageKey}
        links={(close) =>
          loggedOutNavItems.map((item) => (
            <li key={item.to}>
              <AppLink to={item.to} onClick={close} className={menuLinkClass}>
                {item.label}
              </AppLink>
            </li>
          ))
        }
        actions={(close) => (
          <>
            <AppLink
              to={paths.auth.login.getHref()}
              onClick={close}
              className={buttonStyles({ variant: 'secondary', fullWidth: true })}
            >
              Log In
            </AppLink>
            <AppLink
              to={paths.auth.signup.getHref()}
              onClick={close}
              className={buttonStyles({ fullWidth: true })}
            >
              Sign Up
            </AppLink>
          </>
        )}
      />
    </>
  );
}
