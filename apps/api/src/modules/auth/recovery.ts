import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { reminderAddressConfirmations, reminderPreferences } from '../../db/schema';

/**
 * What whoever held an account before its owner proved the address may have set up to keep reaching it: the
 * daily reminders and their addresses, confirmed or pending. An account recovered from such a holder (Google
 * taking over an unverified account, a reset of an unverified one) forgets them. True when there was any.
 */
export async function forgetEarlierHoldersReminders(tx: Transaction, userId: string): Promise<boolean> {
  const addresses = await tx
    .delete(reminderAddressConfirmations)
    .where(eq(reminderAddressConfirmations.userId, userId))
    .returning({ id: reminderAddressConfirmations.id });
  const preferences = await tx
    .delete(reminderPreferences)
    .where(eq(reminderPreferences.userId, userId))
    .returning({ userId: reminderPreferences.userId });
  return addresses.length + preferences.length > 0;
}
