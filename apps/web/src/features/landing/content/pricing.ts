import { product } from '@/config/product';

/** SPEC §3 pricing plan; one plan (SPEC §9), lifetime ₹499 after a 7-day trial (DESIGN §4). */
export interface PricingPlan {
  name: string;
  price: string;
  duration: string;
  description: string;
  features: string[];
  buttonText: string;
  highlighted: boolean;
}

export const premiumPlan: PricingPlan = {
  name: 'Premium Plan',
  price: product.price,
  duration: 'lifetime access',
  description: `Start with ${String(product.trialDays)} days of full access, no card needed. If it works for you, pay once and keep it for life: no subscription, no renewals.`,
  features: [
    'Unlimited personalised 30-day plans in your tech stack',
    'A daily lesson with explanation, quiz and hands-on task',
    'Personal AI tutor and AI chat assistant',
    'AI cross-questioning with feedback on every answer',
    'WhatsApp and email reminders at your time',
    'Streak and live progress tracking',
    'Verifiable certificates for completed courses',
    'Resume-building, business and development skills',
  ],
  buttonText: 'Start your free trial',
  highlighted: true,
};
