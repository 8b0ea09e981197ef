import { product } from '@/config/product';

export interface PremiumFeature {
  title: string;
  detail: string;
}

/** What the one-time ₹499 unlocks (SPEC §1, DESIGN §4): the payment screen sells it, the receipt confirms it. */
export const premiumFeatures: PremiumFeature[] = [
  { title: 'Lifetime access', detail: 'Pay once and keep everything: no subscription, no renewals.' },
  {
    title: 'Your personal AI tutor',
    detail: "Walks you through today's lesson and answers what you didn't understand.",
  },
  { title: 'AI learning assistant', detail: 'A chat assistant for any question, whenever you are stuck.' },
  { title: 'Cross-questioning', detail: 'AI-generated questions with feedback on every answer you give.' },
  {
    title: 'Daily reminders',
    detail: 'E-mail and WhatsApp nudges at your local time, so the streak survives.',
  },
  { title: 'Certificates', detail: 'A verifiable certificate for every course you complete.' },
  {
    title: `Unlimited ${String(product.planDays)}-day plans`,
    detail: 'A new plan in your tech stack whenever you reach a new goal.',
  },
];
