import { operations } from '@pathwise/contract';
import { runInNewContext } from 'node:vm';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, on } from '@/testing/mock-api';
import { LandingDocument } from '../landing-document';
import { renderLanding } from '../server';

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** What the browser does with the built page: the server's markup first, then the entry hydrates it. */
async function hydratePrerendered() {
  mockApi({
    ...on(operations.stats.public, { plansStartedLastHour: 12, learners: 1234 }),
    ...on(operations.payment.lifetimeSlots, { total: 100, sold: 7, left: 93 }),
  });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LandingDocument />);
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <LandingDocument />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { container, recoverable };
}

describe('the prerendered landing page', () => {
  it('has every section in the server markup, without the router', () => {
    const { markup } = renderLanding();
    for (const id of ['features', 'how-it-works', 'testimonials', 'pricing'])
      expect(markup).toContain(`<section id="${id}"`);
    expect(markup).toContain('Build a real project in');
  });

  it('hydrates without a mismatch (a console.error would fail the test), then fills in the real counts', async () => {
    const { recoverable } = await hydratePrerendered();
    expect(recoverable).toEqual([]);
    expect(await screen.findByText('12 people started their plan in the last hour')).toBeInTheDocument();
    expect(screen.getByText('Only 93 of 100 lifetime access slots left')).toBeInTheDocument();
  });

  it("keeps a visitor's header: section anchors, Log In and Sign Up as plain links, and a working menu", async () => {
    await hydratePrerendered();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/#features', '/#how-it-works', '/#testimonials', '/#pricing', '/login', '/signup']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it("gives its head the page's title and description, and sends a logged-in visitor to /Tutor first", () => {
    const { title, description, inlineScript } = renderLanding();
    expect(title).toBe('Pathwise — AI-powered personalised learning');
    expect(description).toMatch(/^Build a real project in 5 days\./);
    // Runs the script as the browser would, with the storage and location it reads.
    const run = (userId: string | null) => {
      const visited: string[] = [];
      runInNewContext(inlineScript, {
        localStorage: { getItem: () => userId },
        location: { replace: (url: string) => visited.push(url) },
      });
      return visited;
    };
    expect(run('user-1')).toEqual(['/Tutor']);
    expect(run(null)).toEqual([]);
    expect(run('')).toEqual([]);
  });
});
