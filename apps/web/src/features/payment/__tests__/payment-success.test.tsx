import { operations } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const receipt = {
  orderId: 'order_sandbox_abc123',
  paymentId: 'pay_sandbox_xyz789',
  amount: 49_900,
  currency: 'INR',
  paidAt: '2025-03-17T10:30:00.000Z',
};

describe('/payment-success', () => {
  it('shows a real receipt: amount, order id, payment id, date, what is unlocked and a way on to the tutor', async () => {
    const api = mockApi({ ...on(operations.payment.receipt, receipt) });
    renderApp('/payment-success', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    const valueOf = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf('Amount paid')).toBe('₹499.00');
    expect(valueOf('Order ID')).toBe('order_sandbox_abc123');
    expect(valueOf('Payment ID')).toBe('pay_sandbox_xyz789');
    expect(valueOf('Date')).toBe(
      new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(receipt.paidAt),
      ),
    );
    expect(valueOf('Plan')).toBe('Premium Plan — lifetime access');
    const unlocked = screen.getByRole('heading', { name: 'What you unlocked' }).parentElement!;
    for (const item of [
      'Lifetime access',
      'Your personal AI tutor',
      'AI learning assistant',
      'Cross-questioning',
      'Daily reminders',
      'Certificates',
    ])
      expect(within(unlocked).getByText(item)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my tutor' })).toHaveAttribute('href', '/Tutor');
    expect(api.callsTo('GET', '/api/payment/receipt')[0]?.headers.get('Authorization')).toBe(
      'Bearer test-token',
    );
    expect(document.title).toMatch(/^Payment Successful/);
  });

  it('says so when the learner has no paid payment, and links to /payment', async () => {
    mockApi({
      ...on(
        operations.payment.receipt,
        json({ error: 'No completed payment was found for your account.' }, 404),
      ),
    });
    renderApp('/payment-success', { loggedIn: true });
    expect(
      await screen.findByText("We couldn't find a completed payment on your account."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'No payment yet' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to payment' })).toHaveAttribute(
      'href',
      '/payment',
    );
  });

  it('offers Retry when the receipt fails to load', async () => {
    let calls = 0;
    mockApi({
      ...on(operations.payment.receipt, () => {
        calls += 1;
        return calls === 1 ? json({ error: 'Database unavailable' }, 503) : json(receipt);
      }),
    });
    const app = renderApp('/payment-success', { loggedIn: true });
    expect(await screen.findByText('Failed to load your receipt. Please try again.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('pay_sandbox_xyz789')).toBeInTheDocument();
  });

  it('asks a logged-out visitor to log in first', async () => {
    const api = mockApi();
    renderApp('/payment-success');
    expect(await screen.findByText('Please log in first!')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(api.callsTo('GET', '/api/payment/receipt')).toHaveLength(0);
  });
});
