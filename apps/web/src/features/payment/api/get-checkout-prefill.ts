import type { QueryClient } from '@tanstack/react-query';
import { fetchMe } from '@/lib/session-queries';
import type { RazorpayOptions } from '../utils/razorpay-checkout';

/**
 * GET /auth/: the learner's name, e-mail and phone, so Razorpay checkout starts filled in.
 * A convenience only: on failure checkout opens empty rather than not at all.
 */
export async function getCheckoutPrefill(client: QueryClient): Promise<RazorpayOptions['prefill']> {
  try {
    const me = await fetchMe(client);
    return { name: me.name, email: me.email, contact: me.phone_no ?? '' };
  } catch {
    return { name: '', email: '', contact: '' };
  }
}
