import { createHmac, randomBytes } from 'node:crypto';

export const DEVICE_COOKIE = 'pathwise_device';
/** A device stays known for a year after its last log-in (each log-in issues a fresh cookie). */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * OWASP's device cookies for log-in throttling: after a successful log-in the browser holds a
 * cookie naming a random device id and the account it logged in to. The cookie is signed by
 * @fastify/cookie (HMAC, checked in constant time); the account is a keyed hash of the address, so
 * the cookie does not carry the address itself.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    this.key = createHmac('sha256', secret).update('device cookie').digest();
  }

  /** The signing secret for @fastify/cookie: derived, so it never equals the session secret. */
  get signingSecret(): Buffer {
    return this.key;
  }

  private account(email: string): string {
    return createHmac('sha256', this.key).update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
  }

  /** The value to sign and set after a log-in to this account. */
  issue(email: string): string {
    return `${randomBytes(16).toString('base64url')}.${this.account(email)}`;
  }

  /** The device id, when an already verified cookie value was issued for this account. */
  deviceFor(value: string | null | undefined, email: string): string | undefined {
    const [device, account, ...rest] = (value ?? '').split('.');
    if (!device || rest.length > 0 || account !== this.account(email)) return undefined;
    return device;
  }
}
