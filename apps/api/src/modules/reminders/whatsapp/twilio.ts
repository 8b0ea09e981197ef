import { postToProvider, type RemoteWhatsAppProvider } from './provider';

export interface TwilioOptions {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender, e.g. +14155238886 (with or without the whatsapp: prefix). */
  from: string;
  timeoutMs: number;
}

const whatsappAddress = (number: string) => {
  const bare = number.replace(/^whatsapp:/, '').replace(/[^\d+]/g, '');
  return `whatsapp:${bare.startsWith('+') ? bare : `+${bare}`}`;
};

/** Twilio's Messages API: form-encoded From/To/Body with whatsapp: addresses, Basic auth. */
export function twilioProvider(options: TwilioOptions): RemoteWhatsAppProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    kind: 'remote',
    name: 'twilio',
    async send(message) {
      const form = new URLSearchParams({
        From: whatsappAddress(options.from),
        To: whatsappAddress(message.to),
        Body: message.text,
      });
      const body = await postToProvider(
        'Twilio',
        url,
        { headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
        options.timeoutMs,
      );
      const sid = (body as { sid?: unknown } | null)?.sid;
      return { id: typeof sid === 'string' ? sid : null };
    },
  };
}
