import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/storage';
import { mockApi } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';
import { offlineLessonKey } from '../utils/offline-lesson';
import { dismissToasts, ME, PROGRESS, SUBSCRIPTION, TODAY, TRIAL, tutorRoutes } from './tutor-fixtures';

beforeEach(dismissToasts);

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
    clearSession();
    expect(window.localStorage.getItem(offlineLessonKey(TEST_USER_ID))).toBeNull();
  });
});
