import { screen, waitFor, within } from '@testing-library/react';
import { formatShortDate, localToday } from '@/components/progress/calendar-date';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, TEST_ME } from '@/testing/render-app';
import { initialsOf, progressPercent } from '../utils/progress';

const ME = 'GET /api/auth/';
const PROGRESS = 'GET /api/plan/user_progress';
const DURATION = 'GET /api/plan/duration';

const routes = (overrides: Record<string, unknown> = {}) =>
  ({
    [ME]: TEST_ME,
    [PROGRESS]: { streak: 1, completed_days: [1] },
    [DURATION]: { duration: 30 },
    ...overrides,
  }) as Parameters<typeof mockApi>[0];

beforeEach(async () => {
  (await import('sonner')).toast.dismiss();
});

async function openProfile() {
  const app = renderApp('/profile', { loggedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return app;
}

describe('profile', () => {
  it('shows initials, name, e-mail, streak, days completed out of total and the rounded percent', async () => {
    mockApi(routes());
    await openProfile();
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('AV')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('Learning Streak').nextElementSibling).toHaveTextContent('1 day');
    expect(screen.getByText('Days Completed').nextElementSibling).toHaveTextContent('1 of 30');
    expect(screen.getByText('3%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuetext',
      '3%',
    );
    await waitFor(() => {
      expect(document.title).toBe('Profile | Pathwise');
    });
  });

  it('never breaks a name mid-word, and wraps a long e-mail address between its parts', async () => {
    const name = 'Venkataraghavan Subramaniam-Krishnamoorthy';
    const email = 'venkataraghavan.subramaniam@engineering.university-example.edu';
    mockApi(routes({ [ME]: { ...TEST_ME, name, email } }));
    await openProfile();
    const heading = await screen.findByRole('heading', { name });
    // Wraps at spaces only; a word wider than the line is cut with '…' and the whole name is its tooltip.
    expect(heading.className).not.toMatch(/break-(words|all)/);
    expect(heading).toHaveAttribute('title', name);
    const address = screen.getByText(email);
    expect(address.className).not.toMatch(/break-all/);
    expect(address).toHaveAttribute('title', email);
    // Break opportunities before the '@' and each '.', so the address wraps between its parts.
    expect(address.innerHTML).toBe(
      'venkataraghavan<wbr>.subramaniam<wbr>@engineering<wbr>.university-example<wbr>.edu',
    );
  });

  it('shows the streak freezes held and the day a freeze saved the streak; nothing before one is earned', async () => {
    mockApi(
      routes({
        [PROGRESS]: {
          streak: 9,
          completed_days: [1, 2, 3, 4, 5, 6, 7, 8, 9],
          freezes_held: 1,
          freeze_saved_on: '2026-11-20',
        },
      }),
    );
    await openProfile();
    expect(await screen.findByTestId('streak-freezes')).toHaveTextContent(
      '1 streak freeze · A freeze saved your streak on 20 Nov',
    );
  });

  it('shows the days studied in the last 12 weeks beside the streak', async () => {
    const today = localToday();
    mockApi(
      routes({
        [PROGRESS]: {
          streak: 1,
          completed_days: [1],
          freezes_held: 0,
          freeze_saved_on: null,
          active_dates: [today],
          frozen_dates: [],
        },
      }),
    );
    await openProfile();
    const calendar = await screen.findByRole('region', { name: 'Days you studied' });
    expect(
      within(calendar).getByText(`${formatShortDate(today)} (today): lesson completed`),
    ).toBeInTheDocument();
    expect(within(calendar).getByText(/1 day in the last 12 weeks/)).toBeInTheDocument();
  });

  it('shows no freeze line for a learner who has not earned one', async () => {
    mockApi(routes());
    await openProfile();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    expect(screen.queryByTestId('streak-freezes')).not.toBeInTheDocument();
  });

  it('tolerates a learner without a plan: total 0 and 0%', async () => {
    mockApi(routes({ [PROGRESS]: { streak: 0, completed_days: [] }, [DURATION]: { duration: 0 } }));
    await openProfile();
    expect(await screen.findByText('0 of 0')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText('0 days')).toBeInTheDocument();
  });

  it('treats a missing plan answered with 404 as total 0', async () => {
    mockApi(routes({ [DURATION]: json({ error: 'No plan' }, 404) }));
    await openProfile();
    expect(await screen.findByText('1 of 0')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuetext',
      '0%',
    );
  });

  it('asks to log in when there is no token', async () => {
    const api = mockApi(routes());
    renderApp('/profile');
    expect(await screen.findByText('No authentication token found. Please log in.')).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('a[href="/login"]')).toHaveTextContent('Log In');
    expect(api.callsTo('GET', '/api/auth/')).toHaveLength(0);
  });

  it('shows the failure message with a way to try again', async () => {
    let calls = 0;
    mockApi(
      routes({
        [PROGRESS]: () => {
          calls += 1;
          return calls === 1
            ? json({ error: 'down' }, 500)
            : json({ streak: 4, completed_days: [1, 2, 3, 4] });
        },
      }),
    );
    const app = await openProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load profile or progress data. Please try again.',
    );
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4 of 30')).toBeInTheDocument();
    expect(screen.getByText('13%')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes in place, showing the refreshing state', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    mockApi(
      routes({
        [PROGRESS]: async () => {
          calls += 1;
          if (calls === 1) return json({ streak: 1, completed_days: [1] });
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return json({ streak: 2, completed_days: [1, 2] });
        },
      }),
    );
    const app = await openProfile();
    expect(await screen.findByText('1 of 30')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    expect(screen.getByText('1 of 30')).toBeInTheDocument();
    release();
    expect(await screen.findByText('2 of 30')).toBeInTheDocument();
    expect(screen.getByText('7%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });
});

describe('profile maths', () => {
  it('rounds the percent and never divides by zero', () => {
    expect(progressPercent(1, 30)).toBe(3);
    expect(progressPercent(2, 30)).toBe(7);
    expect(progressPercent(30, 30)).toBe(100);
    expect(progressPercent(3, 0)).toBe(0);
  });

  it('takes up to two initials', () => {
    expect(initialsOf('asha verma')).toBe('AV');
    expect(initialsOf('Asha Devi Verma')).toBe('AD');
    expect(initialsOf('  Ravi ')).toBe('R');
    expect(initialsOf('')).toBe('?');
  });
});
