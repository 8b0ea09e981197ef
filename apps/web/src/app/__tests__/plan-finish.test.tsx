import { operations } from '@pathwise/contract';
import { courseTitleOf } from '@pathwise/contract/course-title';
import type { CertificateRecord } from '@pathwise/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_ME, TEST_USER_ID } from '@/testing/render-app';

const ID = 'PW-7K3M9QX2R4TD';
const RECORD: CertificateRecord = {
  id: ID,
  name: 'Asha Verma',
  course: 'REACT FOR BEGINNERS',
  level: 'Beginner',
  startedOn: '2026-10-01',
  completedOn: '2026-10-30',
  daysCompleted: 30,
  issuedAt: '2026-10-31T09:00:00.000Z',
  verificationUrl: `https://learn.example.com/certificates/${ID}`,
};
const MINE = 'GET /api/certificate/mine';
const GENERATE = 'POST /api/certificate/generate-certificate';

const outline = Object.fromEntries(
  Array.from({ length: 30 }, (_, index) => [
    String(index + 1),
    { topicName: `Topic ${String(index + 1)}`, quiz: ['Why?'], project: 'Build it.', exercise: 'Try it.' },
  ]),
);
const allDays = Array.from({ length: 30 }, (_, index) => index + 1);

const roadmap = (completedDays: number[], method: 'curated' | 'provider' = 'provider') => ({
  plan: {
    id: '5f0c1a52-9a43-4a39-9d0e-7c1f3c7d9b11',
    goal: 'REACT FOR BEGINNERS',
    experience: 'Beginner' as const,
    duration: 30,
    plan: outline,
    coverage: {
      method,
      courses: method === 'curated' ? [{ id: 'react', title: 'React: Components and Hooks' }] : [],
      context: [],
      note: 'Made for you.',
      nearest: [],
    },
  },
  completedDays,
  today: completedDays.length === 30 ? null : completedDays.length + 1,
});

const routes = (overrides: Record<string, unknown> = {}) =>
  ({
    ...on(operations.auth.me, TEST_ME),
    ...on(operations.plan.progress, { streak: 30, completed_days: allDays }),
    ...on(operations.plan.duration, { duration: 30 }),
    ...on(operations.plan.roadmap, roadmap(allDays)),
    [MINE]: RECORD,
    ...overrides,
  }) as Parameters<typeof mockApi>[0];

const share = vi.fn<(data: ShareData) => Promise<void>>();

beforeEach(async () => {
  (await import('sonner')).toast.dismiss();
  share.mockReset().mockResolvedValue(undefined);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

async function openProfile() {
  const app = renderApp('/profile', { loggedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return app;
}

describe('the finish at 30 of 30', () => {
  it('celebrates with the certificate, its share link and an Add to LinkedIn link', async () => {
    mockApi(routes());
    const app = await openProfile();
    expect(await screen.findByRole('heading', { level: 2, name: /All 30 days done/ })).toBeInTheDocument();
    expect(screen.getByText('React for Beginners')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Download Certificate' })).toHaveLength(1);
    expect(await screen.findByLabelText('Link to your certificate')).toHaveValue(RECORD.verificationUrl);
    expect(screen.getByRole('link', { name: 'Open your certificate page' })).toHaveAttribute(
      'href',
      RECORD.verificationUrl,
    );

    const linkedIn = screen.getByRole('link', { name: /^Add to LinkedIn ?\(opens in a new tab\)$/ });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn.getAttribute('rel')).toContain('noopener');
    const url = new URL(linkedIn.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'React for Beginners',
      organizationName: 'Pathwise',
      issueYear: '2026',
      issueMonth: '10',
      certUrl: RECORD.verificationUrl,
      certId: ID,
    });

    // No native share sheet in this browser: only Copy link.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(RECORD.verificationUrl);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it("offers the device's share sheet where there is one", async () => {
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    mockApi(routes());
    const app = await openProfile();
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: RECORD.verificationUrl }));
  });

  it("names a curated plan by its course's title", async () => {
    mockApi(routes({ ...on(operations.plan.roadmap, roadmap(allDays, 'curated')) }));
    await openProfile();
    expect(await screen.findByText('React: Components and Hooks')).toBeInTheDocument();
    const linkedIn = await screen.findByRole('link', { name: /Add to LinkedIn/ });
    expect(new URL(linkedIn.getAttribute('href') ?? '').searchParams.get('name')).toBe(
      'React: Components and Hooks',
    );
  });

  it('before the first download: the download issues it, then the share link appears', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let issued = false;
    const api = mockApi(
      routes({
        [MINE]: () => (issued ? json(RECORD) : json({ error: 'No certificate yet.' }, 404)),
        [GENERATE]: () => {
          issued = true;
          return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
        },
      }),
    );
    const app = await openProfile();
    expect(await screen.findByText(/Download your certificate once to get a link/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to LinkedIn/ })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Download Certificate' }));
    expect(await screen.findByRole('link', { name: /Add to LinkedIn/ })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/certificate/generate-certificate')[0]?.body).toEqual({
      name: 'Asha Verma',
    });
  });

  it('shows nothing before the last day, and does not ask for a certificate', async () => {
    const api = mockApi(routes({ ...on(operations.plan.roadmap, roadmap(allDays.slice(0, 29))) }));
    await openProfile();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    await screen.findByText(/29 of 30 days done/);
    expect(screen.queryByRole('heading', { name: /All 30 days done/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/certificate/mine')).toHaveLength(0);
  });

  it('moves only for a learner who has not asked for reduced motion', async () => {
    mockApi(routes());
    await openProfile();
    const heading = await screen.findByRole('heading', { name: /All 30 days done/ });
    const panel = heading.closest('.motion-safe\\:animate-rise');
    expect(panel).not.toBeNull();
    expect(panel?.className.split(' ').filter((name) => name.startsWith('animate-'))).toEqual([]);
  });

  it.each(['/Tutor', '/dashboard'])(
    'comes first on %s: under the greeting, which says the plan is done, and above the last lesson',
    async (url) => {
      mockApi({
        ...routes(),
        ...on(operations.plan.today, {
          day: 30,
          lesson: {
            topicName: 'Ship your app',
            detailedExplanation: 'Deploy it.',
            quiz: [{ question: 'Where does it run?', answer: 'On a server.', keyPoints: [] }],
            handsOnTask: 'Deploy the tracker.',
          },
          completed: true,
        }),
        ...on(operations.review.today, { items: [], dueCount: 0 }),
        ...on(operations.conversations.tutorHistory, { messages: [] }),
        [`GET /api/auth/trial-status/${TEST_USER_ID}`]: {
          isTrialActive: true,
          trialEndsAt: '2030-01-01T00:00:00.000Z',
        },
        [`GET /api/payment/subscription/status/${TEST_USER_ID}`]: { isActive: false },
      });
      renderApp(url, { loggedIn: true });
      const finish = await screen.findByRole('heading', { level: 2, name: /All 30 days done/ });
      const greeting = screen.getByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' });
      const lesson = await screen.findByRole('article', { name: 'Day 30: Ship your app' });
      const before = (a: Node, b: Node) =>
        Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      expect(before(greeting, finish)).toBe(true);
      expect(before(finish, lesson)).toBe(true);
      // The greeting no longer promises a lesson for today.
      expect(screen.getByText(/All 30 days of your plan are done\./)).toBeInTheDocument();
      expect(screen.queryByText(/Read today's lesson/)).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /^Day 1:/ })).not.toBeInTheDocument();
    },
  );
});

describe('courseTitleOf', () => {
  it('keeps a goal typed in mixed case, sets one in capitals in title case', () => {
    expect(courseTitleOf('Learn Python for data work')).toBe('Learn Python for data work');
    expect(courseTitleOf('DATA ANALYSIS WITH PYTHON')).toBe('Data Analysis with Python');
  });
});
