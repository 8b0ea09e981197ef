import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { entitlements, type UserRow } from '../../db/schema';
import { isTrialActive } from '../auth/trial';

export interface AccessStatus {
  isTrialActive: boolean;
  isPremium: boolean;
}

export async function accessStatus(db: Database, user: UserRow, now = new Date()): Promise<AccessStatus> {
  const trial = isTrialActive(user.trialEndsAt, now);
  const [held] = await db
    .select({ userId: entitlements.userId })
    .from(entitlements)
    .where(eq(entitlements.userId, user.id));
  return { isTrialActive: trial, isPremium: Boolean(held) };
}

export const hasAccess = (status: AccessStatus) => status.isTrialActive || status.isPremium;
