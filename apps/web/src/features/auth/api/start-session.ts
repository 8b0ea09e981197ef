import { operations, type LoginResponse } from '@pathwise/contract';
import { paths } from '@/config/paths';
import { call } from '@/lib/api-client';
import { saveSession } from '@/lib/storage';

// A fresh token is never "expired": a 401 here is treated like any other failure.
const options = { handleUnauthorized: false };

/**
 * SPEC §4 login routing: no plan → /learning-plan; an active trial or subscription → /Tutor;
 * otherwise → /payment. When a status call fails we go to /Tutor, whose access check decides.
 */
export async function getPostLoginDestination(userId: string): Promise<string> {
  const tutor = paths.app.tutor.getHref();
  try {
    const { hasPlan } = await call(operations.plan.status, {}, options);
    if (!hasPlan) return paths.app.learningPlan.getHref();
  } catch {
    return tutor;
  }
  const [trial, subscription] = await Promise.allSettled([
    call(operations.auth.trialStatus, { params: { userId } }, options),
    call(operations.payment.subscriptionStatus, { params: { userId } }, options),
  ]);
  if (trial.status === 'fulfilled' && trial.value.isTrialActive) return tutor;
  if (subscription.status === 'fulfilled' && subscription.value.isActive) return tutor;
  if (trial.status === 'rejected' || subscription.status === 'rejected') return tutor;
  return paths.app.payment.getHref();
}

/** Stores the session (announcing it to the navigation) and works out where to go. */
export function startSession(session: LoginResponse): Promise<string> {
  saveSession(session);
  return getPostLoginDestination(session.userId);
}
