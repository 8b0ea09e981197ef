/**
 * Product constants that the pages, the API's rules and the product knowledge base all state, kept
 * once so they can never disagree (DESIGN §4: ₹499 = 49900 paise, lifetime, after a 7-day trial).
 * Plain values with no imports: the landing page's first-load bundle reads them.
 */
export const PREMIUM_AMOUNT_PAISE = 49_900;
export const PREMIUM_CURRENCY = 'INR';
export const TRIAL_DAYS = 7;
/** plan.ts's PLAN_DAYS (a test keeps them equal); plan.ts loads zod, which the landing page must not. */
const planDays = 30;

const rupees = String(PREMIUM_AMOUNT_PAISE / 100);

export const product = {
  name: 'Pathwise',
  price: `₹${rupees}`,
  priceLabel: `${rupees} rupees`,
  amountPaise: PREMIUM_AMOUNT_PAISE,
  currency: PREMIUM_CURRENCY,
  trialDays: TRIAL_DAYS,
  planDays,
  projectDays: 5,
  location: 'Bengaluru, India',
  refundPolicy: `Because the ${String(TRIAL_DAYS)}-day free trial lets you use everything before you pay, the one-time ₹${rupees} payment is not refundable. The exceptions: if you were charged twice or charged by mistake, or where the law requires a refund, we refund you in full.`,
} as const;
