import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AnyProvider } from './create-provider';
import type { ReceiptMailer } from './receipt-mail';

/** What the payment functions need; built once by the payment routes. */
export interface PaymentContext {
  db: Database;
  provider: AnyProvider;
  log: FastifyBaseLogger;
  /** LIFETIME_SLOTS: how many lifetime purchases may be sold. */
  lifetimeSlots: number;
  /** Payment confirmations: queued when a payment first marks an order paid. */
  receiptMail?: ReceiptMailer;
}
