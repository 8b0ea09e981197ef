/**
 * Product facts that more than one screen states (landing, pricing, help widget, terms), kept once so
 * the copy can never disagree with itself or with the server (₹499 = 49900 paise, 7-day trial: DESIGN §4).
 */
export const product = {
  price: '₹499',
  priceLabel: '499 rupees',
  trialDays: 7,
  planDays: 30,
  projectDays: 5,
  refundPolicy:
    'Because the 7-day free trial lets you use everything before you pay, the one-time ₹499 payment is not refundable. The exceptions: if you were charged twice or charged by mistake, or where the law requires a refund, we refund you in full.',
} as const;
