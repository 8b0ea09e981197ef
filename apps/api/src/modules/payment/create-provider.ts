import type { Config } from '../../config/env';
import { createRazorpayProvider, type RazorpayProvider } from './razorpay-provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { sandboxSecret } from './signature';

export type AnyProvider = RazorpayProvider | SandboxProvider;

/** Razorpay when its keys are configured (config.paymentProvider), else the offline sandbox. */
export function createPaymentProvider(config: Config): AnyProvider {
  if (config.paymentProvider === 'razorpay' && config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      baseUrl: config.RAZORPAY_BASE_URL,
    });
  }
  return createSandboxProvider(sandboxSecret(config.jwtSecret));
}
