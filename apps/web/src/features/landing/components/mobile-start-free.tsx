import { useEffect } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Room at the bottom of the page so the fixed bar never covers the footer's last line. */
const BODY_ROOM = 'max-md:pb-20';

/**
 * SPEC §2: below 768 px a fixed, full-width Start Free button sits at the bottom of the landing page.
 * The bar keeps room on its right for the help widget's button, which sits in it rather than over the page.
 */
export function MobileStartFree() {
  useEffect(() => {
    document.body.classList.add(BODY_ROOM);
    return () => {
      document.body.classList.remove(BODY_ROOM);
    };
  }, []);
  return (
    <div
      data-testid="mobile-start-free"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface p-3 pr-[4.5rem] pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-popover md:hidden"
    >
      <AppLink to={paths.auth.signup.getHref()} className={buttonStyles({ size: 'lg', fullWidth: true })}>
        Start Free
      </AppLink>
    </div>
  );
}
