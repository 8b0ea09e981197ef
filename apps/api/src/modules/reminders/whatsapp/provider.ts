import type { Transaction } from '../../../db/client';

export interface WhatsAppMessage {
  /** Digits only, country code first (Meta's `to`; Twilio gets `whatsapp:+` in front). */
  to: string;
  /** Template body parameters: name, topic, streak. */
  parameters: string[];
  /** The same reminder as plain text (Twilio's Body, the outbox). */
  text: string;
  /** Meta's approved template for this message; WHATSAPP_TEMPLATE (the daily reminder) when unset. */
  template?: string;
}

/**
 * Sends through a remote API. A send either resolves (accepted, with the provider's message id),
 * or throws a WhatsAppSendError saying whether trying again is safe.
 */
export interface RemoteWhatsAppProvider {
  kind: 'remote';
  name: 'meta' | 'twilio';
  send(message: WhatsAppMessage): Promise<{ id: string | null }>;
}

/** Keeps messages in the database: stored in the same transaction that marks them sent, so exactly once. */
export interface OutboxWhatsAppProvider {
  kind: 'outbox';
  name: 'outbox';
  store(tx: Transaction, items: Array<{ deliveryId: string; message: WhatsAppMessage }>): Promise<void>;
}

export type WhatsAppProvider = RemoteWhatsAppProvider | OutboxWhatsAppProvider;

export type SendOutcome = 'retry' | 'permanent' | 'unknown';

export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    /** retry: the provider surely did not take it; permanent: it refused it; unknown: it may have sent it. */
    readonly outcome: SendOutcome,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

// The request never reached the provider: trying again cannot make a second message.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * POSTs and maps the result to the three outcomes. A 429 or 5xx answer is a refusal to try again later;
 * other 4xx are permanent. A failure after the request may have left (timeout, reset) is "unknown".
 */
export async function postToProvider(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const code = causeCode(error);
    const detail = code ?? (error instanceof Error ? error.name : 'error');
    if (code && NOT_SENT_CODES.has(code))
      throw new WhatsAppSendError(`${provider} unreachable (${detail})`, 'retry');
    throw new WhatsAppSendError(
      `${provider} request failed after it may have been sent (${detail})`,
      'unknown',
    );
  }
  const raw = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    body = raw;
  }
  if (response.ok) return body;
  const reason = errorText(body) ?? (raw.slice(0, 200) || response.statusText);
  const outcome: SendOutcome = response.status === 429 || response.status >= 500 ? 'retry' : 'permanent';
  throw new WhatsAppSendError(`${provider} answered ${response.status}: ${reason}`, outcome);
}

/** Meta: { error: { message } }; Twilio: { message }. */
function errorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const meta = (body as { error?: { message?: unknown } }).error?.message;
  if (typeof meta === 'string') return meta;
  const twilio = (body as { message?: unknown }).message;
  return typeof twilio === 'string' ? twilio : undefined;
}
