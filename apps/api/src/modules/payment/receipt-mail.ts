import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { paymentConfirmationMail } from '../mail/templates';

/** Where payment confirmations go: the app's mail outbox and the receipt page's address. */
export interface ReceiptMailer {
  mailer: Pick<Mailer, 'enqueue'>;
  appUrl: string;
}

export const receiptUrlFor = (appUrl: string) => `${appUrl}/payment-success`;

/** ₹499.00: the amount in the smallest unit as the receipt page shows it. */
export const formatAmount = (minorUnits: number, currency: string) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / 100);

/** "17 March 2025 at 4:05 pm IST" in the learner's own time zone. */
export function formatPaidOn(at: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'long', timeZone: zone }).format(at);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/**
 * Queues the payment confirmation in the caller's transaction, so it is stored exactly when the
 * payment that marks the order paid is: settle calls it once per order, the first time it is paid.
 */
export async function queuePaymentConfirmation(
  db: Database,
  sender: ReceiptMailer,
  paid: {
    userId: string;
    orderId: string;
    paymentId: string;
    amount: number;
    currency: string;
    paidAt: Date;
  },
): Promise<void> {
  const [user] = await db
    .select({ email: users.email, name: users.name, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, paid.userId));
  if (!user) return;
  await sender.mailer.enqueue(
    paymentConfirmationMail(user.email, user.name, {
      amount: formatAmount(paid.amount, paid.currency),
      orderId: paid.orderId,
      paymentId: paid.paymentId,
      paidOn: formatPaidOn(paid.paidAt, user.timeZone),
      receiptUrl: receiptUrlFor(sender.appUrl),
    }),
    db,
  );
}
