import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { CERTIFICATE, completeAnyway, serverError, TODAY, todayLesson, tutorRoutes } from './tutor-fixtures';

async function open(url: string) {
  const app = renderApp(url, { loggedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' });
  return app;
}

describe('Download Certificate', () => {
  it('saves the PDF as certificate.pdf with the learner’s name', async () => {
    // jsdom has no object URLs (this file's environment only; revoking runs later, on a timer).
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const api = mockApi(
      tutorRoutes({
        [CERTIFICATE]: new Response('%PDF-1.7', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
      }),
    );
    const app = await open('/Tutor');
    await app.user.click(screen.getByRole('button', { name: 'Download Certificate' }));
    await waitFor(() => {
      expect(saved).toEqual(['certificate.pdf blob:certificate']);
    });
    expect(api.callsTo('POST', '/api/certificate/generate-certificate')[0]?.body).toEqual({
      name: 'Asha Verma',
    });
    // The greeting's account is the certificate's: one session query, one request.
    expect(api.callsTo('GET', '/api/auth/')).toHaveLength(1);
    expect(screen.queryByText('Course not completed!')).not.toBeInTheDocument();
  });

  it("shows 'Course not completed!' on any failure", async () => {
    mockApi(tutorRoutes({ [CERTIFICATE]: serverError(403, 'Complete all 30 days first.') }));
    const app = await open('/Tutor');
    await app.user.click(screen.getByRole('button', { name: 'Download Certificate' }));
    expect(await screen.findByText('Course not completed!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Certificate' })).toBeEnabled();
  });
});

describe('/dashboard variant', () => {
  it('adds the quiz and a chatbot hint, without the chat', async () => {
    mockApi(tutorRoutes());
    await open('/dashboard');
    const card = await screen.findByRole('article', { name: 'Day 3: State with useState' });
    const quiz = within(card).getByRole('region', { name: 'Quiz' });
    expect(within(quiz).getByText('What does useState return?')).toBeInTheDocument();
    expect(within(quiz).getByText('Why not mutate state?')).toBeInTheDocument();
    expect(within(quiz).getByRole('link', { name: 'Chatbot' })).toHaveAttribute('href', '/chat');
    expect(within(card).getByRole('region', { name: 'Hands-On Task' })).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it("labels a completed lesson 'Already Completed'", async () => {
    mockApi(tutorRoutes({ [TODAY]: todayLesson({ completed: true }) }));
    await open('/dashboard');
    expect(await screen.findByRole('button', { name: 'Already Completed' })).toBeDisabled();
  });

  it("labels it 'Already Completed' right after marking it", async () => {
    mockApi(tutorRoutes());
    const app = await open('/dashboard');
    await completeAnyway(app);
    expect(await screen.findByRole('button', { name: 'Already Completed' })).toBeDisabled();
    expect(await screen.findByText('🎉 Lesson marked as completed!')).toBeInTheDocument();
  });
});
