import { operations } from '@pathwise/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const stats = { plansStartedLastHour: 12, learners: 1234 };
const slots = { total: 100, sold: 7, left: 93 };

async function renderLanding(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...on(operations.stats.public, stats),
    ...on(operations.payment.lifetimeSlots, slots),
    ...routes,
  });
  const app = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: /real project in 5 days/i });
  // The sections under the hero mount one per task; the closing call to action is the last.
  await screen.findByRole('heading', { level: 2, name: 'Stop watching. Start building.' });
  return { ...app, api };
}

const section = (name: RegExp | string) => screen.getByRole('region', { name });

describe('landing page', () => {
  it('has every section, with the anchors the navigation links to', async () => {
    const { container } = await renderLanding();
    for (const id of ['features', 'how-it-works', 'testimonials', 'pricing'])
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'A preview of a Pathwise lesson' })).toHaveTextContent(
      'AI-Powered Learning',
    );
    expect(section('Why I built Pathwise')).toBeInTheDocument();
    expect(within(section(/Everything you need/)).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(section(/five steps/)).getAllByRole('listitem')).toHaveLength(5);
    expect(section('Stop watching. Start building.')).toBeInTheDocument();
  });

  it('renders every section at once when the address targets one (/#pricing), so there is something to scroll to', async () => {
    mockApi({ ...on(operations.stats.public, stats), ...on(operations.payment.lifetimeSlots, slots) });
    const { container } = renderApp('/#pricing');
    await screen.findByRole('heading', { level: 1, name: /real project in 5 days/i });
    expect(container.querySelector('section#pricing')).not.toBeNull();
    expect(container.querySelector('section#testimonials')).not.toBeNull();
  });

  it('shows 11 testimonials, all five stars but one of four, each with a name, role and avatar', async () => {
    await renderLanding();
    const cards = within(section(/Learners who stopped/)).getAllByRole('figure');
    expect(cards).toHaveLength(11);
    const ratings = cards.map((card) => within(card).getByRole('img').getAttribute('aria-label'));
    expect(ratings.filter((label) => label === 'Rated 5 out of 5')).toHaveLength(10);
    expect(ratings.filter((label) => label === 'Rated 4 out of 5')).toHaveLength(1);
    for (const card of cards) {
      const avatar = card.querySelector('img');
      expect(avatar?.getAttribute('src')).toMatch(/^\/avatars\/[a-z-]+\.svg$/);
      expect(avatar).toHaveAttribute('width', '48');
    }
  });

  it('offers one plan: Premium Plan, ₹499, lifetime access, one-time payment, 7-day free trial', async () => {
    await renderLanding();
    const pricing = section(/One plan/);
    expect(within(pricing).getByRole('heading', { level: 3, name: 'Premium Plan' })).toBeInTheDocument();
    expect(pricing).toHaveTextContent('₹499');
    expect(pricing).toHaveTextContent(/lifetime access/i);
    expect(pricing).toHaveTextContent(/one-time payment/i);
    expect(pricing).toHaveTextContent(/7 days of full access, no card needed/);
    expect(within(pricing).getByRole('link', { name: /start your free trial/i })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('sends every signup call to action to /signup', async () => {
    await renderLanding();
    const ctas = screen.getAllByRole('link', { name: /start (free|your free trial)|sign up/i });
    expect(ctas.length).toBeGreaterThanOrEqual(5);
    for (const link of ctas) expect(link).toHaveAttribute('href', '/signup');
    expect(screen.getByTestId('mobile-start-free')).toHaveClass('fixed', 'md:hidden');
  });

  it('shows the real counts from the API, and the lifetime slots left', async () => {
    await renderLanding();
    expect(await screen.findByText('12 people started their plan in the last hour')).toBeInTheDocument();
    expect(screen.getByText('1,234 learners have joined the community so far.')).toBeInTheDocument();
    expect(screen.getByText('Only 93 of 100 lifetime access slots left')).toBeInTheDocument();
  });

  it('says so honestly when nobody started a plan this hour', async () => {
    await renderLanding({ ...on(operations.stats.public, { plansStartedLastHour: 0, learners: 1 }) });
    expect(await screen.findByText('Be the first to start a plan this hour')).toBeInTheDocument();
    expect(screen.getByText('1 learner has joined the community so far.')).toBeInTheDocument();
  });

  it('hides the counts and the slots line when their calls fail, and invents nothing', async () => {
    const { api } = await renderLanding({
      ...on(operations.stats.public, json({ error: 'down' }, 500)),
      ...on(operations.payment.lifetimeSlots, json({ error: 'down' }, 500)),
    });
    await waitFor(() => {
      expect(api.callsTo('GET', '/api/payment/lifetime-slots')).toHaveLength(1);
    });
    await waitFor(() => {
      expect(screen.queryByTestId('plans-started')).not.toBeInTheDocument();
    });
    expect(screen.queryByTestId('learners')).not.toBeInTheDocument();
    expect(screen.queryByTestId('slots-left')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/started their plan in the last hour/);
  });

  it('refreshes the counter every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 4;
    const { api } = await renderLanding({
      ...on(operations.stats.public, () => json({ plansStartedLastHour: count, learners: 50 })),
    });
    expect(await screen.findByText('4 people started their plan in the last hour')).toBeInTheDocument();
    count = 5;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(api.callsTo('GET', '/api/stats/public')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(await screen.findByText('5 people started their plan in the last hour')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/stats/public')).toHaveLength(2);
  });

  it('sets the page title and description', async () => {
    await renderLanding();
    await waitFor(() => {
      expect(document.title).toBe('Pathwise — AI-powered personalised learning');
    });
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/Build a real project in 5 days/),
    );
  });
});
