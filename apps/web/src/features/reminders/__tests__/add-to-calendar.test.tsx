import { operations, STUDY_CALENDAR_MESSAGES } from '@pathwise/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import {
  GET_ME,
  GET_TOPIC,
  me,
  nothingSaved,
  openReminderScreen,
  saved,
  savedRoutes,
  SET,
} from './reminder-fixtures';

const GET_CALENDAR = 'GET /api/dailyreminder/calendar.ics';
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const calendarFile = () => new Response(ICS, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });

/** What the page's temporary download links saved: file name and the Blob behind the object URL. */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined }[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:file-${String(blobs.size)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return saved;
}

describe('reminder settings: Add to calendar', () => {
  it('downloads the study-time file with the token, showing Preparing... while it comes', async () => {
    const downloads = captureDownloads();
    let release: () => void = () => undefined;
    const api = mockApi(
      savedRoutes({
        [GET_CALENDAR]: async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return calendarFile();
        },
      }),
    );
    const app = await openReminderScreen();
    const button = screen.getByRole('button', { name: 'Add to calendar' });
    expect(button).toHaveAccessibleDescription(/30-minute slot every day at your saved reminder time/);
    await app.user.click(button);
    expect(await screen.findByRole('button', { name: 'Preparing...' })).toBeDisabled();
    release();
    await waitFor(() => {
      expect(downloads.map((file) => file.name)).toEqual(['pathwise-study-time.ics']);
    });
    expect(await downloads[0]?.blob?.text()).toBe(ICS);
    expect(api.callsTo('GET', '/api/dailyreminder/calendar.ics')[0]?.headers.get('Authorization')).toBe(
      'Bearer test-token',
    );
    expect(await screen.findByText(STUDY_CALENDAR_MESSAGES.downloaded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the file cannot be made, and tries again on the next click", async () => {
    const downloads = captureDownloads();
    let answer = json({ error: STUDY_CALENDAR_MESSAGES.noReminder }, 404);
    mockApi(savedRoutes({ [GET_CALENDAR]: () => answer }));
    const app = await openReminderScreen();
    await app.user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDY_CALENDAR_MESSAGES.noReminder);
    expect(downloads).toHaveLength(0);
    answer = calendarFile();
    await app.user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failure without a reason gets the general failure line', async () => {
    mockApi(savedRoutes({ [GET_CALENDAR]: json({}, 500) }));
    const app = await openReminderScreen();
    await app.user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDY_CALENDAR_MESSAGES.downloadFailed);
  });

  it('is offered only once a reminder is saved, and appears after the first save', async () => {
    mockApi({
      ...on(operations.reminders.get, nothingSaved),
      [GET_ME]: me,
      [GET_TOPIC]: { courseTopic: 'REACT' },
      [SET]: (call) =>
        json({
          message: 'Reminder preferences updated successfully! Keep pushing! 🚀',
          preferences: { ...saved, ...(call.body as object) },
          nextReminderAt: '2025-07-15T02:00:00.000Z',
          confirmation: { email: 'confirmed', whatsapp: 'pending' },
        }),
    });
    const app = await openReminderScreen();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Reminder Time', { selector: 'input' }), '0730');
    await app.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByRole('button', { name: 'Add to calendar' })).toBeEnabled();
  });
});
