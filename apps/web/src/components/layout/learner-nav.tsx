import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { MobileMenu } from './mobile-menu';
import { barLinkClass, currentLinkClass, loggedInNavItems, menuLinkClass } from './nav-items';

interface LearnerNavProps {
  onLogout: () => void;
  pageKey: string;
}

/** A logged-in learner's navigation (SPEC §2): their screens, the current one marked, and Logout. */
export function LearnerNav({ onLogout, pageKey }: LearnerNavProps) {
  return (
    <>
      <nav aria-label="Main" className="hidden flex-1 items-center justify-end gap-2 md:flex">
        <ul className="flex items-center lg:gap-0.5">
          {loggedInNavItems.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) => cn(barLinkClass, isActive && currentLinkClass)}
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
      <MobileMenu
        pageKey={pageKey}
        links={(close) =>
          loggedInNavItems.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={close}
                className={({ isActive }) => cn(menuLinkClass, isActive && currentLinkClass)}
              >
                {item.label}
              </NavLink>
            </li>
          ))
        }
        actions={(close) => (
          <Button
            variant="secondary"
            fullWidth
            onClick={() => {
              close();
              onLogout();
            }}
          >
            Logout
          </Button>
        )}
      />
    </>
  );
}
