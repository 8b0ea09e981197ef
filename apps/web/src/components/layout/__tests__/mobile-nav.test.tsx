import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';

async function setup(options?: { loggedIn?: boolean }) {
  const app = renderApp('/about', options);
  await screen.findByRole('heading', { level: 1 });
  const button = screen.getByRole('button', { name: 'Open menu' });
  return { ...app, button };
}

describe('mobile menu', () => {
  it('is a disclosure button controlling the menu, closed at first', async () => {
    const { button } = await setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    // Nothing of it is built until it opens, not even hidden (a logged-in learner's seven links included).
    expect(document.getElementById('mobile-menu')).toBeEmptyDOMElement();
  });

  it("a learner's closed menu is built only when opened", async () => {
    const { button, user } = await setup({ loggedIn: true });
    expect(document.getElementById('mobile-menu')).toBeEmptyDOMElement();
    await user.click(button);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opens on click and closes on a click outside', async () => {
    const { button, user } = await setup();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    // A tap inside the menu keeps it open; one outside closes it.
    fireEvent.pointerDown(menu);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('closes on a tap outside that comes as soon as it shows', async () => {
    const { button } = await setup();
    // The browser's own events, with nothing around them that would run pending effects early, and only
    // the microtasks in which the menu renders between the two taps.
    const settle = async () => {
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    };
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await settle();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    screen.getByRole('main').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles closed with the button and closes on Escape, returning focus', async () => {
    const { button, user } = await setup();
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    const { button, user, pathname } = await setup({ loggedIn: true });
    await user.click(button);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(pathname()).toBe('/profile');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe("a learner's bar links", () => {
  it('are not built on a phone, where the menu stands for them, and appear when the window widens', async () => {
    const viewport = stubViewport(375);
    await setup({ loggedIn: true });
    expect(screen.queryByRole('navigation', { name: 'Main', hidden: true })).not.toBeInTheDocument();

    act(() => {
      viewport.resize(1024);
    });
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(bar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
