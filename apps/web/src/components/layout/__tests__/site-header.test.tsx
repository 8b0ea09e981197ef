import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { logIn, renderApp } from '@/testing/render-app';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('top navigation', () => {
  it('shows marketing anchors, Log In and Sign Up to a visitor', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(nav.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/#how-it-works');
    expect(nav.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('href', '/#testimonials');
    expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(nav.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it("shows the learner's screens and Logout when logged in", async () => {
    renderApp('/about', { loggedIn: true });
    await screen.findByRole('heading', { level: 1 });
    const nav = within(mainNav());
    const expected: [string, string][] = [
      ['Tutor', '/Tutor'],
      ['Reminder', '/reminder-settings'],
      ['Chatbot', '/chat'],
      ['Cross Questioning', '/cross-questioning'],
      ['Profile', '/profile'],
      ['Payment', '/payment'],
      ['Change Plan', '/learning-plan'],
    ];
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it("re-reads login state on every 'storage' event", async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(within(mainNav()).getByRole('link', { name: 'Log In' })).toBeInTheDocument();

    act(() => {
      logIn();
      window.dispatchEvent(new Event('storage'));
    });
    expect(within(mainNav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    act(() => {
      window.localStorage.removeItem('userId');
      window.dispatchEvent(new Event('storage'));
    });
    expect(within(mainNav()).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it('logs out: clears token, userId and learningPlan, announces it and goes to /', async () => {
    mockApi();
    const app = renderApp('/profile', { loggedIn: true });
    window.localStorage.setItem('learningPlan', '{}');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    let storageEvents = 0;
    window.addEventListener('storage', () => (storageEvents += 1));

    await app.user.click(within(mainNav()).getByRole('button', { name: 'Logout' }));

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(window.localStorage.getItem('learningPlan')).toBeNull();
    expect(storageEvents).toBeGreaterThan(0);
    // The landing page has several Start Free links (hero, closing call to action, mobile bar).
    expect((await screen.findAllByRole('link', { name: /Start Free/ }))[0]).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
    expect(within(mainNav()).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it('marks the current screen with aria-current', async () => {
    renderApp('/chat', { loggedIn: true });
    await screen.findByRole('heading', { level: 1 });
    expect(within(mainNav()).getByRole('link', { name: 'Chatbot' })).toHaveAttribute('aria-current', 'page');
  });
});
