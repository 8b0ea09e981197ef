import { operations, trialStatusResponse } from '@pathwise/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from './api-client';
import { shortDate } from './short-date';
import { useUserId } from './session';
import { getToken } from './storage';

/** What the learner may use and until when: the trial (with its end) and lifetime premium. */
export interface AccessStatus {
  isTrialActive: boolean;
  /** ISO date-time the trial ends (or ended); null when the server did not say. */
  trialEndsAt: string | null;
  isPremium: boolean;
}

/** The screens that need an active trial or premium (the API answers 402 otherwise). */
export type AccessState = 'trial' | 'premium' | 'locked';

export const accessState = (status: AccessStatus): AccessState =>
  status.isPremium ? 'premium' : status.isTrialActive ? 'trial' : 'locked';

// An older server answers without the end date; the access decision does not need it.
const trialStatus = trialStatusResponse.partial({ trialEndsAt: true });

/**
 * GET /payment/subscription/status/{userId}, under one key for every screen that asks (the payment screen,
 * the navigation), so a page that needs both sends one request.
 */
export const subscriptionStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['payment', 'subscription-status', userId],
    queryFn: () => call(operations.payment.subscriptionStatus, { params: { userId } }),
    // Checked on every visit: a purchase in another tab must show at once.
    staleTime: 0,
  });

/**
 * GET /auth/trial-status/{userId}, under one key for every screen that asks (the navigation, the tutor's access
 * check), so a page that needs both sends one request. Under ['access'], which a purchase invalidates.
 */
export const trialStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['access', 'trial-status', userId],
    queryFn: () => call(operations.auth.trialStatus, { params: { userId } }, { schema: trialStatus }),
    staleTime: 0,
  });

/**
 * How long an answer counts as this visit's for a second asker on the same page: the navigation asks as the
 * page opens and the tutor's access check a moment later, when its code has loaded. A purchase invalidates it
 * at once; the server checks access on every call anyway.
 */
export const SAME_VISIT_MS = 5_000;

/** Both statuses through the query cache, as fresh as `staleTime` asks (0: a new request unless one is on its way). */
export function fetchTrialAndSubscription(queryClient: QueryClient, userId: string, staleTime = 0) {
  return [
    queryClient.fetchQuery({ ...trialStatusQueryOptions(userId), staleTime }),
    queryClient.fetchQuery({ ...subscriptionStatusQueryOptions(userId), staleTime }),
  ] as const;
}

/** The trial status and the subscription status (both shared, see above), side by side. */
export async function getAccessStatus(queryClient: QueryClient, userId: string): Promise<AccessStatus> {
  const [trial, subscription] = await Promise.all(fetchTrialAndSubscription(queryClient, userId));
  return {
    isTrialActive: trial.isTrialActive,
    trialEndsAt: trial.trialEndsAt ?? null,
    isPremium: subscription.isActive,
  };
}

/**
 * The learner's access for the navigation and the screens that explain it. Under the ['access'] key,
 * which a purchase invalidates; undefined while loading, logged out or when the check failed (then
 * nothing is claimed either way).
 */
export function useAccessStatus(): AccessStatus | undefined {
  const userId = useUserId();
  const signedIn = Boolean(userId && getToken());
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['access', 'status', userId],
    queryFn: () => getAccessStatus(queryClient, userId ?? ''),
    enabled: signedIn,
    staleTime: 30_000,
  });
  return signedIn ? query.data : undefined;
}

const DAY_MS = 86_400_000;

/** Whole days left, rounded up: 1 on the last day, 0 once ended. */
export function trialDaysLeft(trialEndsAt: string, now = new Date()): number {
  return Math.max(0, Math.ceil((new Date(trialEndsAt).getTime() - now.getTime()) / DAY_MS));
}

/**
 * "2 Dec": the end's date in the browser's time zone, or in `timeZone` when one is given. The browser's own
 * zone is read from the Date itself, without Intl (see short-date.ts: the first Intl call is slow).
 */
export function formatTrialEnd(trialEndsAt: string, timeZone?: string): string {
  const end = new Date(trialEndsAt);
  if (!timeZone) return shortDate(end.getDate(), end.getMonth());
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }).format(end);
}

/** "Trial: 5 days left (ends 2 Dec)", "Trial: 1 day left (ends 26 Nov)". */
export function trialLeftText(trialEndsAt: string, now = new Date(), timeZone?: string): string {
  const days = trialDaysLeft(trialEndsAt, now);
  return `Trial: ${String(days)} ${days === 1 ? 'day' : 'days'} left (ends ${formatTrialEnd(trialEndsAt, timeZone)})`;
}

/** "Your free trial ended on 2 Dec." (or without the date when it is not known). */
export function trialEndedText(trialEndsAt: string | null, timeZone?: string): string {
  return trialEndsAt
    ? `Your free trial ended on ${formatTrialEnd(trialEndsAt, timeZone)}.`
    : 'Your free trial has ended.';
}
