import { meResponse } from '@pathwise/contract';
import { api } from '@/lib/api-client';
import type { RazorpayOptions } from '../utils/razorpay-checkout';

/**
 * GET /auth/: the learner's name, e-mail and phone, so Razorpay checkout starts filled in.
 * A convenience only: on failure checkout opens empty rather than not at all.
 */
export async function getCheckoutPrefill(): Promise<RazorpayOptions['prefill']> {
  try {
    const me = await api.get('/auth/', meResponse);
    return { name: me.name, email: me.email, contact: me.phone_no ?? '' };
  } catch {
    return { name: '', email: '', contact: '' };
  }
}
