import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';
import { tutorRoutes } from '@/features/tutor/__tests__/tutor-fixtures';

const PLAN_STATUS = 'GET /api/plan/learning-plan/status';
const mainNav = () => screen.getByRole('navigation', { name: /main/i });

describe('a logged-in user opening /login or /signup', () => {
  it.each(['/login', '/signup'])('%s goes to /Tutor when the learner has a plan and access', async (url) => {
    mockApi({ ...tutorRoutes(), [PLAN_STATUS]: { hasPlan: true } });
    const app = renderApp(url, { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/Tutor');
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).not.toBeInTheDocument();
  });

  it.each(['/login', '/signup'])('%s goes to /learning-plan when the learner has no plan', async (url) => {
    mockApi({ [PLAN_STATUS]: { hasPlan: false } });
    const app = renderApp(url, { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Plan' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/learning-plan');
  });
});

describe('logout', () => {
  it('from /Tutor lands on / and forgets every chat history of the user', async () => {
    mockApi(tutorRoutes());
    const app = renderApp('/Tutor', { loggedIn: true });
    window.localStorage.setItem(`${TEST_USER_ID}-2026-01-01`, '[{"sender":"user","text":"old day"}]');
    window.localStorage.setItem(`chatHistory_${TEST_USER_ID}`, '[{"sender":"user","text":"hello"}]');
    window.localStorage.setItem('learningPlan', '{}');
    window.localStorage.setItem('chatHistory_someone-else', '[]');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' })).toBeInTheDocument();

    await app.user.click(within(mainNav()).getByRole('button', { name: 'Logout' }));

    expect((await screen.findAllByRole('link', { name: /Start Free/ }))[0]).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
    const left = Object.keys(window.localStorage);
    expect(left.filter((key) => key.includes(TEST_USER_ID))).toEqual([]);
    expect(left).not.toContain('learningPlan');
    expect(left).not.toContain('token');
    expect(left).toContain('chatHistory_someone-else');
  });
});
