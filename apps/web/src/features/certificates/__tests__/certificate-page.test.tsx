import { operations } from '@pathwise/contract';
import type { CertificateRecord } from '@pathwise/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';

const ID = 'PW-7K3M9QX2R4TD';
const RECORD: CertificateRecord = {
  id: ID,
  name: 'Asha Verma',
  course: 'REACT FOR BEGINNERS',
  level: 'Intermediate',
  startedOn: '2025-03-21',
  completedOn: '2025-04-19',
  daysCompleted: 30,
  issuedAt: '2025-04-20T10:00:00.000Z',
  verificationUrl: `https://learn.example.com/certificates/${ID}`,
};
const GET = `GET /api/certificates/${ID}`;
const GENERATE = 'POST /api/certificate/generate-certificate';

/** Captures what saveFile would download (jsdom has neither object URLs nor downloads). */
function captureDownloads(): string[] {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = () => undefined;
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('/certificates/:id (public verification)', () => {
  it('shows the record as issued: name, course, level, dates, days completed and id', async () => {
    mockApi({ [GET]: RECORD });
    renderApp(`/certificates/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('Verified certificate')).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const text of [
      'REACT FOR BEGINNERS',
      'Intermediate',
      '21 March 2025',
      '19 April 2025',
      '30',
      ID,
      '20 April 2025',
    ])
      expect(main).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: RECORD.verificationUrl })).toHaveAttribute(
      'href',
      RECORD.verificationUrl,
    );
    await waitFor(() => {
      expect(document.title).toBe(`Certificate ${ID} | Pathwise`);
    });
  });

  it('says clearly when no certificate has the id, with a way on', async () => {
    mockApi({
      ...on(operations.certificate.verify, json({ error: 'No certificate with this id exists.' }, 404), {
        id: 'PW-UNKNOWN',
      }),
    });
    renderApp('/certificates/PW-UNKNOWN');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('No Pathwise certificate has the id PW-UNKNOWN');
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => {
      expect(document.title).toBe('Certificate not found | Pathwise');
    });
  });

  it('shows a developer-tools test certificate marked as a test, not as verified and not as missing', async () => {
    mockApi({ [`GET /api/certificates/PW-TESTONLY1`]: { ...RECORD, id: 'PW-TESTONLY1', testOnly: true } });
    renderApp('/certificates/PW-TESTONLY1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Test certificate: not verified');
    expect(main).toHaveTextContent(
      'This certificate was made with developer tools for testing. It is not a valid credential.',
    );
    expect(main).toHaveTextContent('PW-TESTONLY1');
    expect(main).not.toHaveTextContent('Verified certificate');
    expect(main).not.toHaveTextContent('Certificate not found');
    await waitFor(() => {
      expect(document.title).toBe('Test certificate PW-TESTONLY1 | Pathwise');
    });
  });

  it('offers a retry when the check itself fails', async () => {
    let calls = 0;
    mockApi({ [GET]: () => ((calls += 1) === 1 ? json({ error: 'down' }, 503) : json(RECORD)) });
    const app = renderApp(`/certificates/${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't check this certificate right now.",
    );
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
  });

  it('invites a visitor to earn one', async () => {
    mockApi({ [GET]: RECORD });
    renderApp(`/certificates/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    expect(screen.getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Download Certificate' })).not.toBeInTheDocument();
  });
});

describe('Download Certificate (logged-in learner)', () => {
  it("shows 'Course not completed.' on any failure", async () => {
    mockApi({
      [GET]: RECORD,
      ...on(operations.auth.me, {
        id: TEST_USER_ID,
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone_no: null,
        timeZone: 'UTC',
      }),
      [GENERATE]: json({ error: 'Course not completed. You have completed 12 of 30 days.' }, 409),
    });
    const app = renderApp(`/certificates/${ID}`, { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    await app.user.click(screen.getByRole('button', { name: 'Download Certificate' }));
    expect(await screen.findByText('Course not completed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Certificate' })).toBeEnabled();
  });

  it("saves certificate.pdf printed with the account's name", async () => {
    const saved = captureDownloads();
    const api = mockApi({
      [GET]: RECORD,
      ...on(operations.auth.me, {
        id: TEST_USER_ID,
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone_no: null,
        timeZone: 'UTC',
      }),
      [GENERATE]: new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const app = renderApp(`/certificates/${ID}`, { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    await app.user.click(screen.getByRole('button', { name: 'Download Certificate' }));
    await waitFor(() => {
      expect(saved).toEqual(['certificate.pdf']);
    });
    expect(api.callsTo('POST', '/api/certificate/generate-certificate')[0]?.body).toEqual({
      name: 'Ravi Kumar',
    });
    expect(screen.queryByText('Course not completed.')).not.toBeInTheDocument();
  });
});
