import { NavLink } from 'react-router';
import { LockIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/hooks/use-media-query';
import { accessState, trialEndedText, trialLeftText, useAccessStatus } from '@/lib/access';
import { cn } from '@/lib/cn';
import { MobileMenu } from './mobile-menu';
import { barLinkClass, currentLinkClass, loggedInNavItems, menuLinkClass, type NavItem } from './nav-items';

interface LearnerNavProps {
  onLogout: () => void;
  pageKey: string;
}

/** Tailwind's `md`, where the bar's links show and the menu button goes. */
const BAR_NAV_QUERY = '(min-width: 48rem)';

const LOCKED_TITLE = 'Locked: your free trial has ended. Get lifetime access to use it again.';

const isLocked = (item: NavItem, locked: boolean) => locked && item.needsAccess === true;

/** A screen the ended trial locks carries a lock, a tooltip and says so to screen readers. */
const lockedProps = (item: NavItem, locked: boolean) =>
  isLocked(item, locked)
    ? { 'aria-label': `${item.label} (locked: free trial ended)`, title: LOCKED_TITLE }
    : {};

function ItemLabel({ item, locked }: { item: NavItem; locked: boolean }) {
  if (!isLocked(item, locked)) return item.label;
  return (
    <span className="inline-flex items-center gap-1">
      <LockIcon className="size-3.5 shrink-0" />
      {item.label}
    </span>
  );
}

/**
 * A logged-in learner's navigation (SPEC §2): their screens, the current one marked, and Logout. Once the
 * free trial has ended, the screens that need it are marked locked; the mobile menu says why, or how long
 * the trial still runs.
 */
export function LearnerNav({ onLogout, pageKey }: LearnerNavProps) {
  const access = useAccessStatus();
  // On a phone the bar's links are hidden by CSS anyway: not building them takes eight links off every render
  // of the header (it re-renders with each change of the router's state).
  const wide = useMediaQuery(BAR_NAV_QUERY, true);
  const state = access ? accessState(access) : null;
  const locked = state === 'locked';
  const accessLine =
    access && state === 'locked'
      ? `${trialEndedText(access.trialEndsAt)} Locked screens need Premium.`
      : access && state === 'trial' && access.trialEndsAt
        ? trialLeftText(access.trialEndsAt)
        : null;
  return (
    <>
      {wide && (
        <nav aria-label="Main" className="hidden flex-1 items-center justify-end gap-2 md:flex">
          <ul className="flex items-center lg:gap-0.5">
            {loggedInNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  {...lockedProps(item, locked)}
                  className={({ isActive }) => cn(barLinkClass, isActive && currentLinkClass)}
                >
                  <ItemLabel item={item} locked={locked} />
                </NavLink>
              </li>
            ))}
          </ul>
          <Button variant="secondary" size="sm" onClick={onLogout}>
            Logout
          </Button>
        </nav>
      )}
      <MobileMenu
        pageKey={pageKey}
        links={(close) =>
          loggedInNavItems.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                {...lockedProps(item, locked)}
                onClick={close}
                className={({ isActive }) => cn(menuLinkClass, isActive && currentLinkClass)}
              >
                <ItemLabel item={item} locked={locked} />
              </NavLink>
            </li>
          ))
        }
        actions={(close) => (
          <>
            {accessLine && (
              <p data-testid="menu-access" className="text-sm font-medium text-ink-muted">
                {accessLine}
              </p>
            )}
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
          </>
        )}
      />
    </>
  );
}
