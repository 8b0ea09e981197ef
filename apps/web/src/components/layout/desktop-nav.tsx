import { Link, NavLink } from 'react-router';
import { buttonStyles, Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { loggedInNavItems, loggedOutNavItems } from './nav-items';

const linkClass =
  'rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-700 lg:px-3';

interface DesktopNavProps {
  loggedIn: boolean;
  onLogout: () => void;
}

/** The inline navigation from 768px up. */
export function DesktopNav({ loggedIn, onLogout }: DesktopNavProps) {
  if (!loggedIn) {
    return (
      <nav aria-label="Main" className="hidden flex-1 items-center justify-between gap-4 md:flex">
        <ul className="mx-auto flex items-center gap-1">
          {loggedOutNavItems.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Link to={paths.auth.login.getHref()} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
            Log In
          </Link>
          <Link to={paths.auth.signup.getHref()} className={buttonStyles({ size: 'sm' })}>
            Sign Up
          </Link>
        </div>
      </nav>
    );
  }

  return (
    <nav aria-label="Main" className="hidden flex-1 items-center justify-end gap-2 md:flex">
      <ul className="flex items-center lg:gap-0.5">
        {loggedInNavItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => cn(linkClass, isActive && 'bg-brand-50 text-brand-700')}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" onClick={onLogout}>
        Logout
      </Button>
    </nav>
  );
}
