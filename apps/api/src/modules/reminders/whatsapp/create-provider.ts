import type { Config } from '../../../config/env';
import { metaProvider } from './meta';
import { outboxProvider } from './outbox';
import type { WhatsAppProvider } from './provider';
import { twilioProvider } from './twilio';

const TIMEOUT_MS = 15_000;

/** WHATSAPP_PROVIDER picks the channel; config validation already demanded each one's credentials. */
export function createWhatsAppProvider(config: Config): WhatsAppProvider {
  if (config.WHATSAPP_PROVIDER === 'meta')
    return metaProvider({
      baseUrl: config.WHATSAPP_BASE_URL,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
      token: config.WHATSAPP_TOKEN ?? '',
      template: config.WHATSAPP_TEMPLATE,
      timeoutMs: TIMEOUT_MS,
    });
  if (config.WHATSAPP_PROVIDER === 'twilio')
    return twilioProvider({
      baseUrl: config.TWILIO_BASE_URL,
      accountSid: config.TWILIO_ACCOUNT_SID ?? '',
      authToken: config.TWILIO_AUTH_TOKEN ?? '',
      from: config.TWILIO_WHATSAPP_FROM ?? '',
      timeoutMs: TIMEOUT_MS,
    });
  return outboxProvider(config.WHATSAPP_TEMPLATE);
}
