import type { CreateCheckoutResponse } from '@pathwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { getToken } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { createCheckoutSession } from '../api/create-checkout-session';
import { getCheckoutPrefill } from '../api/get-checkout-prefill';
import { receiptQueryOptions } from '../api/get-receipt';
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status';
import { sandboxPay } from '../api/sandbox-pay';
import { verifyPayment } from '../api/verify-payment';
import { PAYMENT_MESSAGES } from '../utils/messages';
import { openRazorpayCheckout, type RazorpaySuccess } from '../utils/razorpay-checkout';

/**
 * SPEC §4 payment: idle → creating the order → checkout (Razorpay's modal, or the TEST MODE dialog)
 * → verifying → /payment-success. Every failure returns to idle with the spec's message.
 */
export type CheckoutPhase = 'idle' | 'creating' | 'opening' | 'checkout' | 'paying' | 'verifying';

export interface CheckoutError {
  message: string;
  /** Why, when the server or the provider said. */
  detail?: string;
}

/** The one "payment is pending" toast: it goes as soon as the payment has an outcome or a new try starts. */
const PENDING_TOAST_ID = 'payment-pending';

const serverMessage = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined;

export function useCheckout(userId: string | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [sandboxOrder, setSandboxOrder] = useState<CreateCheckoutResponse | null>(null);
  const [error, setError] = useState<CheckoutError | null>(null);
  /** The open checkout reported a failed payment: closing it then is not "pending". */
  const checkoutFailed = useRef(false);

  const fail = useCallback((failure: CheckoutError) => {
    toast.dismiss(PENDING_TOAST_ID);
    setSandboxOrder(null);
    setPhase('idle');
    // Shown inline on the purchase card (role="alert"); a toast would say it twice.
    setError(failure);
  }, []);

  const pending = useCallback(() => {
    setSandboxOrder(null);
    setPhase('idle');
    if (checkoutFailed.current) return;
    toast.warning(PAYMENT_MESSAGES.pending, { id: PENDING_TOAST_ID });
  }, []);

  const verify = useCallback(
    async (fields: RazorpaySuccess) => {
      if (!userId) return;
      setPhase('verifying');
      let paid;
      try {
        paid = await verifyPayment({ ...fields, userId });
      } catch (failure) {
        // A 401 has already ended the session and is on its way to /login.
        if (failure instanceof ApiError && failure.status === 401) return;
        const detail = serverMessage(failure);
        fail({ message: PAYMENT_MESSAGES.verifyFailed, ...(detail ? { detail } : {}) });
        return;
      }
      const { orderId, paymentId, amount, currency, paidAt } = paid;
      // The receipt page renders at once from what verify answered; the status flips everywhere.
      queryClient.setQueryData(receiptQueryOptions.queryKey, {
        orderId,
        paymentId,
        amount,
        currency,
        paidAt,
      });
      queryClient.setQueryData(subscriptionStatusQueryOptions(userId).queryKey, { isActive: true });
      void queryClient.invalidateQueries({ queryKey: ['access'] });
      setSandboxOrder(null);
      setPhase('idle');
      toast.dismiss(PENDING_TOAST_ID);
      toast.success(PAYMENT_MESSAGES.success);
      void navigate(paths.app.paymentSuccess.getHref());
    },
    [userId, queryClient, navigate, fail],
  );

  const openRazorpay = useCallback(
    async (order: CreateCheckoutResponse) => {
      setPhase('opening');
      const key = order.keyId ?? (await queryClient.fetchQuery(publicConfigQueryOptions)).razorpayKeyId;
      if (!key) throw new Error('No Razorpay key id is configured.');
      await openRazorpayCheckout({
        key,
        orderId: order.orderId,
        amount: order.amount,
        prefill: await getCheckoutPrefill(queryClient),
        onSuccess: (fields) => void verify(fields),
        onDismiss: pending,
        onFailure: (reason) => {
          checkoutFailed.current = true;
          toast.dismiss(PENDING_TOAST_ID);
          setError({ message: PAYMENT_MESSAGES.verifyFailed, ...(reason ? { detail: reason } : {}) });
        },
      });
      setPhase('checkout');
    },
    [queryClient, verify, pending],
  );

  const start = useCallback(async () => {
    setError(null);
    // A new try: what the last one said (pending) no longer holds.
    checkoutFailed.current = false;
    toast.dismiss(PENDING_TOAST_ID);
    if (!userId || !getToken()) {
      fail({ message: PAYMENT_MESSAGES.loginRequired });
      return;
    }
    setPhase('creating');
    let order: CreateCheckoutResponse;
    try {
      order = await createCheckoutSession(userId);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        setPhase('idle');
        return;
      }
      const known = failure instanceof ApiError && (failure.status === 409 || failure.status === 410);
      // 409: premium is already held (another tab, a webhook): show it rather than a dead end.
      if (known && failure.status === 409)
        void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryOptions(userId).queryKey });
      fail({
        message: known
          ? (serverMessage(failure) ?? PAYMENT_MESSAGES.createFailed)
          : PAYMENT_MESSAGES.createFailed,
      });
      return;
    }
    if (order.provider === 'sandbox') {
      setSandboxOrder(order);
      setPhase('checkout');
      return;
    }
    try {
      await openRazorpay(order);
    } catch {
      fail({ message: PAYMENT_MESSAGES.startFailed });
    }
  }, [userId, queryClient, fail, openRazorpay]);

  const paySandbox = useCallback(
    async (outcome: 'success' | 'failure') => {
      if (!sandboxOrder) return;
      setPhase('paying');
      let result;
      try {
        result = await sandboxPay({ orderId: sandboxOrder.orderId, outcome });
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 401) return;
        const detail = serverMessage(failure);
        fail({ message: PAYMENT_MESSAGES.verifyFailed, ...(detail ? { detail } : {}) });
        return;
      }
      if (result.outcome === 'failure') {
        fail({ message: PAYMENT_MESSAGES.verifyFailed, detail: result.error.description });
        return;
      }
      const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = result;
      await verify({ razorpay_payment_id, razorpay_order_id, razorpay_signature });
    },
    [sandboxOrder, fail, verify],
  );

  return {
    phase,
    error,
    sandboxOrder,
    /** Busy from the click until checkout is on screen, and again while paying or verifying. */
    busy: phase !== 'idle' && !(phase === 'checkout' && sandboxOrder !== null),
    start,
    paySandbox,
    /** Closing checkout without paying (SPEC §8): the order stays open for the next try. */
    cancel: pending,
  };
}
