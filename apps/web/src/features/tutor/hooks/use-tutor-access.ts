import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { product } from '@/config/product';
import { ApiError } from '@/lib/api-client';
import { useIsSignedIn, useUserId } from '@/lib/session';
import { toast } from '@/lib/toast';
import { checkAccessOrOffline } from '../api/check-access';
import { TUTOR_MESSAGES } from '../utils/messages';

/** Under the redirect toast once the trial is over: no subscription is sold, Premium is bought once. */
const PREMIUM_ONCE_LINE = `Upgrade to Premium with one payment of ${product.price}: lifetime access, no subscription.`;

/**
 * SPEC §4 tutor access check (no token → /login is the router's, see app/routes/require-learner.ts):
 * trial or subscription active → access;
 * otherwise, or when the check fails, → /payment with the spec's messages.
 * Checked afresh on every visit (a purchase or an ended trial must show at once); the statuses it reads are the
 * ones the navigation asked for as this page opened (lib/access.ts, SAME_VISIT_MS), not a second request.
 */
export function useTutorAccess(): 'checking' | 'granted' {
  const navigate = useNavigate();
  const userId = useUserId();
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const access = useQuery({
    queryKey: ['access', 'tutor', userId],
    queryFn: () => checkAccessOrOffline(queryClient, userId ?? ''),
    enabled: signedIn,
    staleTime: 0,
    gcTime: 0,
  });

  const denied = access.data === 'denied';
  const failed = access.isError;
  // A 401 has already ended the session and is on its way to /login (see the API client).
  const unauthorized = access.error instanceof ApiError && access.error.status === 401;

  useEffect(() => {
    // A session that ends while the page is open (logout, deletion, a 401) navigates on its own.
    if (!signedIn || unauthorized || !(denied || failed)) return;
    if (failed) toast.error(TUTOR_MESSAGES.accessCheckFailed, { id: 'tutor-access-failed' });
    // The title is SPEC §4's exact line; Premium is bought once, so the line under it says so.
    toast.info(TUTOR_MESSAGES.redirectingToPayment, {
      id: 'tutor-access-payment',
      ...(failed ? {} : { description: PREMIUM_ONCE_LINE }),
    });
    void navigate(paths.app.payment.getHref(), { replace: true });
  }, [signedIn, denied, failed, unauthorized, navigate]);

  return signedIn && access.data === 'granted' ? 'granted' : 'checking';
}
