import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs each webhook delivery: `x-hub-signature-256: sha256=<hex HMAC-SHA256 of the raw body with
 * the app secret>`. Checked on the exact bytes received, in constant time.
 */
export function isValidMetaSignature(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'utf8');
  const expected = Buffer.from(createHmac('sha256', appSecret).update(raw).digest('hex'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface InboundSummary {
  /** Messages in the delivery. */
  received: number;
  /** Senders (digits) whose text was STOP. */
  stops: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Reads Meta's entry[].changes[].value.messages[] (from, text.body); STOP is case-insensitive and trimmed. */
export function readInbound(payload: unknown): InboundSummary {
  const summary: InboundSummary = { received: 0, stops: [] };
  if (!isRecord(payload)) return summary;
  for (const entry of list(payload.entry))
    for (const change of list(isRecord(entry) ? entry.changes : undefined)) {
      const value = isRecord(change) && isRecord(change.value) ? change.value : {};
      for (const message of list(value.messages)) {
        if (!isRecord(message)) continue;
        summary.received += 1;
        const body = isRecord(message.text) ? message.text.body : undefined;
        const from = typeof message.from === 'string' ? message.from.replace(/\D/g, '') : '';
        if (from && typeof body === 'string' && body.trim().toUpperCase() === 'STOP' && !summary.stops.includes(from))
          summary.stops.push(from);
      }
    }
  return summary;
}
