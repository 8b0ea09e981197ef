import type { LanguageModel } from 'ai';
import type { AiGatewayOptions } from './gateway';
import type { ProviderClient } from './provider-client';
import { UsageLedger } from './usage';

/**
 * The provider client, from modules loaded only here: the AI SDK and its provider packages cost
 * ~35 MB of memory, which a server on the offline engine never needs (the production bundle keeps
 * these dynamic imports as a separate chunk).
 */
export async function connectProvider(
  options: Omit<AiGatewayOptions, 'model'> & { model: LanguageModel | undefined },
): Promise<ProviderClient> {
  const [{ createLanguageModel }, { ProviderClient }] = await Promise.all([
    import('./provider'),
    import('./provider-client'),
  ]);
  const model = options.model ?? createLanguageModel(options.config);
  if (!model) throw new Error('connectProvider needs a provider, but AI_PROVIDER is offline.');
  return new ProviderClient({
    model,
    ledger: new UsageLedger(options.db, options.config.AI_DAILY_QUOTA),
    timeoutMs: options.config.AI_TIMEOUT_MS,
    firstTokenMs: options.config.AI_FIRST_TOKEN_TIMEOUT_MS,
    log: options.log,
    retries: options.config.AI_MAX_RETRIES,
    ...(options.retryBaseMs !== undefined ? { retryBaseMs: options.retryBaseMs } : {}),
  });
}
