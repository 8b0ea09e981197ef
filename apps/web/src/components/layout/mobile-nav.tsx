import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDismiss } from '@/hooks/use-dismiss';
import { cn } from '@/lib/cn';
import { loggedInNavItems, loggedOutNavItems } from './nav-items';

const MENU_ID = 'mobile-menu';
const linkClass =
  'flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-ink transition-colors hover:bg-brand-50 hover:text-brand-700';

interface MobileNavProps {
  loggedIn: boolean;
  onLogout: () => void;
}

/** Below 768px: a menu button that opens a dropdown (SPEC §2). */
export function MobileNav({ loggedIn, onLogout }: MobileNavProps) {
  const location = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpenOn(null);
  };

  useDismiss({
    open,
    insideRefs: [buttonRef, panelRef],
    onDismiss: (reason) => {
      close();
      if (reason === 'escape') buttonRef.current?.focus();
    },
  });

  const items = loggedIn ? loggedInNavItems : loggedOutNavItems;

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => {
          setOpenOn(open ? null : location.key);
        }}
        className="-mr-2 flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        ref={panelRef}
        id={MENU_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] animate-slide-down overflow-y-auto border-b border-line bg-surface px-4 pt-2 pb-5 shadow-popover"
      >
        <nav aria-label="Main menu">
          <ul className="space-y-0.5">
            {items.map((item) => (
              <li key={item.to}>
                {loggedIn ? (
                  <NavLink
                    to={item.to}
                    onClick={close}
                    className={({ isActive }) => cn(linkClass, isActive && 'bg-brand-50 text-brand-700')}
                  >
                    {item.label}
                  </NavLink>
                ) : (
                  <Link to={item.to} onClick={close} className={linkClass}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-2 border-t border-line pt-4">
            {loggedIn ? (
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
            ) : (
              <>
                <Link
                  to={paths.auth.login.getHref()}
                  onClick={close}
                  className={buttonStyles({ variant: 'secondary', fullWidth: true })}
                >
                  Log In
                </Link>
                <Link to={paths.auth.signup.getHref()} onClick={close} className={buttonStyles({ fullWidth: true })}>
                  Sign Up
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </div>
  );
}
