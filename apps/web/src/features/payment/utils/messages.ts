/** The spec's exact payment strings (SPEC §5, §8) and this screen's own. */
export const PAYMENT_MESSAGES = {
  loginRequired: 'Please log in first!',
  createFailed: 'Failed to create Razorpay session!',
  verifyFailed: 'Payment Verification Failed!',
  startFailed: 'Failed to start payment process!',
  success: 'Payment Successful!',
  pending: 'Payment is pending. Please complete the payment to proceed.',
  alreadyPremium: "You're already a Premium member — lifetime access is unlocked.",
  statusFailed: 'Failed to check subscription. Please try again.',
  noReceipt: "We couldn't find a completed payment on your account.",
  receiptFailed: 'Failed to load your receipt. Please try again.',
} as const;
