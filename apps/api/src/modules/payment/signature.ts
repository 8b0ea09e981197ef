import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Razorpay checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export const checkoutSignature = (orderId: string, paymentId: string, secret: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);

/** Razorpay webhook signature: HMAC-SHA256 of the raw request body with the webhook secret, hex. */
export const webhookSignature = (rawBody: Buffer, secret: string) => hmacHex(secret, rawBody);

/** Constant-time comparison; a different length is a mismatch without comparing bytes. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The sandbox provider signs like Razorpay but with a secret of its own, derived from the JWT secret
 * so it needs no storage and differs per installation. It is never sent to the browser.
 */
export const sandboxSecret = (jwtSecret: Uint8Array) =>
  createHmac('sha256', Buffer.from(jwtSecret)).update('pathwise sandbox payment signing v1').digest('hex');
