import { createHmac, hkdfSync } from 'node:crypto';
import type { Database, Transaction } from '../../db/client';
import { trialClaims } from '../../db/schema';

/** The key for address hashes, derived from the server's session secret (no new secret to manage). */
export const trialClaimKey = (serverSecret: Uint8Array): Buffer =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'pathwise', 'trial-claims/v1', 32));

const PLUS_TAGS_AND_DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, one spelling: lower case, no "+tag" (most providers deliver a+x@ to a@), and for Gmail no
 * dots in the name and googlemail.com as gmail.com, since Gmail delivers all of those to one inbox.
 */
export function canonicalAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0] ?? '';
  let domain = address.slice(at + 1);
  if (PLUS_TAGS_AND_DOTS_IGNORED.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local || address.slice(0, at)}@${domain}`;
}

/** HMAC-SHA256 of the canonical address: the same address always maps to it; nothing readable is kept. */
export const addressHash = (key: Buffer, email: string) =>
  createHmac('sha256', key).update(canonicalAddress(email)).digest('hex');

/**
 * Records that this address has had its free trial; true when it had none before (so the new account
 * gets one), false when the address already had one (an account deleted and made again).
 */
export async function claimTrial(db: Database | Transaction, key: Buffer, email: string): Promise<boolean> {
  const claimed = await db
    .insert(trialClaims)
    .values({ addressHash: addressHash(key, email) })
    .onConflictDoNothing()
    .returning({ addressHash: trialClaims.addressHash });
  return claimed.length > 0;
}
