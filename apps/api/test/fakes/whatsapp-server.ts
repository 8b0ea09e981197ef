import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for graph.facebook.com (WhatsApp Cloud API) and api.twilio.com speaking their wire
 * formats: Meta's `POST /{phone-number-id}/messages` with a bearer token and a template body, Twilio's
 * form-encoded `POST /2010-04-01/Accounts/{sid}/Messages.json` with Basic auth, and each one's error
 * bodies. It can fail or hang requests to play an outage or a process dying mid-request, and it builds
 * signed inbound webhook deliveries in Meta's format.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: unknown;
}

export interface FakeWhatsApp {
  url: string;
  phoneNumberId: string;
  token: string;
  twilio: { sid: string; authToken: string; from: string };
  /** Requests the fake accepted as sent messages (after auth and validation). */
  accepted: RecordedRequest[];
  requests: RecordedRequest[];
  /** The next n message requests answer this status (500: an outage; 400: a refused message). */
  failNext(count: number, status?: number): void;
  /**
   * After `after` more accepted messages, the next one is accepted but not answered until release():
   * the request reached Meta, then the sending process hung or died before it heard back.
   */
  hangNext(after?: number): void;
  release(): void;
  /** A signed inbound delivery: these senders wrote these texts. */
  inbound(messages: Array<{ from: string; text: string }>, appSecret: string): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;

const metaError = (message: string, code: number) => ({
  error: { message, type: code === 190 ? 'OAuthException' : 'GraphMethodException', code, fbtrace_id: randomBytes(8).toString('hex') },
});

/** Checks a Cloud API template message the way Meta does, roughly; returns an error text or null. */
function invalidTemplate(body: unknown): string | null {
  const message = body as {
    messaging_product?: unknown;
    to?: unknown;
    type?: unknown;
    template?: { name?: unknown; language?: { code?: unknown }; components?: Array<{ type?: unknown; parameters?: unknown }> };
  } | null;
  if (message?.messaging_product !== 'whatsapp') return '(#100) The parameter messaging_product is required.';
  if (typeof message.to !== 'string' || !/^\+?\d{6,15}$/.test(message.to)) return '(#100) Invalid parameter: to';
  if (message.type !== 'template' || typeof message.template?.name !== 'string') return '(#100) Invalid parameter: template';
  if (typeof message.template.language?.code !== 'string') return '(#100) The parameter template[language][code] is required.';
  const parameters = message.template.components?.find((component) => component.type === 'body')?.parameters;
  if (!Array.isArray(parameters) || parameters.some((p: { type?: unknown; text?: unknown }) => p.type !== 'text' || typeof p.text !== 'string' || !p.text))
    return '(#132000) Number of parameters does not match the expected number of params';
  return null;
}

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const phoneNumberId = '106540352242922';
  const token = `EAAG${randomBytes(16).toString('hex')}`;
  const twilio = { sid: `AC${randomBytes(16).toString('hex')}`, authToken: randomBytes(16).toString('hex'), from: '+14155238886' };
  const requests: RecordedRequest[] = [];
  const accepted: RecordedRequest[] = [];
  let failures = 0;
  let failStatus = 500;
  let hangAt = 0;
  const hung: Array<() => void> = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      let body: unknown = raw;
      try {
        body = isForm ? Object.fromEntries(new URLSearchParams(raw)) : raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const recorded: RecordedRequest = { method: request.method ?? 'GET', path, headers: request.headers, raw, body };
      requests.push(recorded);
      const send = (status: number, value: unknown, to: ServerResponse = response) => {
        to.writeHead(status, { 'content-type': 'application/json' });
        to.end(JSON.stringify(value));
      };

      if (request.method === 'POST' && path === `/${phoneNumberId}/messages`) {
        if (request.headers.authorization !== `Bearer ${token}`)
          return send(401, metaError('Invalid OAuth access token - Cannot parse access token', 190));
        if (failures > 0) {
          failures -= 1;
          return send(failStatus, metaError(failStatus >= 500 ? 'An unknown error has occurred.' : '(#131026) Message undeliverable', failStatus >= 500 ? 1 : 131026));
        }
        const problem = invalidTemplate(body);
        if (problem) return send(400, metaError(problem, 100));
        accepted.push(recorded);
        const to = (body as { to: string }).to;
        const answer = { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to.replace(/\D/g, '') }], messages: [{ id: wamid() }] };
        if (accepted.length === hangAt) {
          hangAt = 0;
          hung.push(() => send(200, answer));
          return;
        }
        return send(200, answer);
      }

      if (request.method === 'POST' && path === `/2010-04-01/Accounts/${twilio.sid}/Messages.json`) {
        const expected = `Basic ${Buffer.from(`${twilio.sid}:${twilio.authToken}`).toString('base64')}`;
        if (request.headers.authorization !== expected)
          return send(401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
        if (failures > 0) {
          failures -= 1;
          return send(failStatus, { code: 20500, message: 'Internal Server Error', status: failStatus });
        }
        const form = body as Record<string, string>;
        if (!form.To?.startsWith('whatsapp:+') || !form.From?.startsWith('whatsapp:+') || !form.Body)
          return send(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 });
        accepted.push(recorded);
        return send(201, { sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued', to: form.To, from: form.From, body: form.Body });
      }
      return send(404, metaError('Unknown path components', 2500));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    phoneNumberId,
    token,
    twilio,
    accepted,
    requests,
    failNext(count, status = 500) {
      failures = count;
      failStatus = status;
    },
    hangNext(after = 0) {
      hangAt = accepted.length + after + 1;
    },
    release() {
      for (const answer of hung.splice(0)) answer();
    },
    inbound(messages, appSecret) {
      const payload = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '102290129340398',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
                  contacts: messages.map(({ from }) => ({ profile: { name: 'Learner' }, wa_id: from })),
                  messages: messages.map(({ from, text }) => ({
                    from,
                    id: wamid(),
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: text },
                  })),
                },
              },
            ],
          },
        ],
      });
      const signature = createHmac('sha256', appSecret).update(payload).digest('hex');
      return { payload, headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` } };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
