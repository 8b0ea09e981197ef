import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { learnerSummaryKey } from '@/lib/learner-summary';
import { clearSession } from '@/lib/storage';
import { mockApi } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';
import { offlineLessonKey } from '../utils/offline-lesson';
import { ME, PROGRESS, SUBSCRIPTION, TODAY, TRIAL, tutorRoutes } from './tutor-fixtures';

const NOTICE = 'You are offline — showing the lesson as last loaded.';
const offline = () => {
  throw new TypeError('Failed to fetch');
};
/** Every call the tutor makes fails as it does without a network. */
const offlineRoutes = () =>
  tutorRoutes({
    [TRIAL]: offline,
    [SUBSCRIPTION]: offline,
    [ME]: offline,
    [PROGRESS]: offline,
    [TODAY]: offline,
  });

async function loadLessonOnline() {
  mockApi(tutorRoutes());
  renderApp('/Tutor', { loggedIn: true });
  await screen.findByRole('article', { name: 'Day 3: State with useState' });
  cleanup();
}

describe('tutor: the lesson offline', () => {
  it('keeps the lesson as loaded and shows it with a notice when the network is gone', async () => {
    await loadLessonOnline();
    expect(window.localStorage.getItem(offlineLessonKey(TEST_USER_ID))).toContain('State with useState');

    // The user and progress calls fail too, and are only logged (SPEC §8).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi(offlineRoutes());
    renderApp('/Tutor', { loggedIn: true });
    expect(await screen.findByRole('article', { name: 'Day 3: State with useState' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByText('Failed to load lesson. Please try again.')).not.toBeInTheDocument();
  });

  it("greets the learner by name with the last known streak offline, never 'User' and a false 0", async () => {
    // Online the learner has a 2-day streak (tutorRoutes).
    await loadLessonOnline();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi(offlineRoutes());
    renderApp('/Tutor', { loggedIn: true });
    await screen.findByRole('article', { name: 'Day 3: State with useState' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Learning Streak: 2 days')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome, User!/)).not.toBeInTheDocument();
    expect(screen.queryByText('Learning Streak: 0 days')).not.toBeInTheDocument();
  });

  it('says the streak is not available offline when nothing was kept, and greets without a name', async () => {
    await loadLessonOnline();
    window.localStorage.removeItem(learnerSummaryKey(TEST_USER_ID));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi(offlineRoutes());
    renderApp('/Tutor', { loggedIn: true });
    await screen.findByRole('article', { name: 'Day 3: State with useState' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText('Learning Streak: not available offline')).toBeInTheDocument();
  });

  it('shows no notice online, and nothing kept means the usual failure offline', async () => {
    mockApi(tutorRoutes());
    renderApp('/Tutor', { loggedIn: true });
    await screen.findByRole('article', { name: 'Day 3: State with useState' });
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    cleanup();
    window.localStorage.removeItem(offlineLessonKey(TEST_USER_ID));

    mockApi(offlineRoutes());
    renderApp('/Tutor', { loggedIn: true });
    expect(await screen.findByText('Failed to check subscription. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('forgets the kept lesson on logout', async () => {
    await loadLessonOnline();
    expect(window.localStorage.getItem(learnerSummaryKey(TEST_USER_ID))).not.toBeNull();
    clearSession();
    expect(window.localStorage.getItem(offlineLessonKey(TEST_USER_ID))).toBeNull();
    expect(window.localStorage.getItem(learnerSummaryKey(TEST_USER_ID))).toBeNull();
  });
});
