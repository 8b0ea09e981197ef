import { operations } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function openWidget() {
  mockApi({
    ...on(operations.stats.public, { plansStartedLastHour: 3, learners: 10 }),
    ...on(operations.payment.lifetimeSlots, { total: 100, sold: 0, left: 100 }),
  });
  const app = renderApp('/');
  const launcher = await screen.findByRole('button', { name: 'Questions?' });
  await app.user.click(launcher);
  const dialog = await screen.findByRole('dialog', { name: 'Questions about Pathwise?' });
  return { ...app, launcher, dialog };
}

describe('landing help widget', () => {
  it('opens from its button with focus in the question box, and answers a pricing question', async () => {
    const { user, dialog } = await openWidget();
    const input = await within(dialog).findByRole('textbox', { name: 'Ask a question' });
    expect(input).toHaveFocus();
    await user.type(input, 'How much does it cost?{Enter}');
    const log = within(dialog).getByRole('log');
    expect(log).toHaveTextContent('How much does it cost?');
    expect(log).toHaveTextContent(/one-time payment of ₹499 for lifetime access/);
    expect(within(log).getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/#pricing');
    expect(input).toHaveValue('');
  });

  it('answers from a suggested question, and admits when it does not know', async () => {
    const { user, dialog } = await openWidget();
    await user.click(await within(dialog).findByRole('button', { name: 'Can I get a refund?' }));
    expect(within(dialog).getByRole('log')).toHaveTextContent(/not refundable/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Ask a question' }), 'zxcv qwerty{Enter}');
    expect(within(dialog).getByRole('log')).toHaveTextContent(/I am not sure about that one/);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, launcher } = await openWidget();
    await screen.findByRole('textbox', { name: 'Ask a question' });
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows on the landing page only', async () => {
    mockApi();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.queryByRole('button', { name: 'Questions?' })).not.toBeInTheDocument();
  });
});
