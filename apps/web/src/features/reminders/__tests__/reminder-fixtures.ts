import { REMINDER_MESSAGES, type GetReminderResponse, type ReminderPreferences } from '@pathwise/contract';
import { screen } from '@testing-library/react';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';
import type { mockApi } from '@/testing/mock-api';

export const GET_SAVED = 'GET /api/dailyreminder';
export const GET_ME = 'GET /api/auth/';
export const GET_TOPIC = 'GET /api/AI/learning-plan/today';
export const SET = 'POST /api/dailyreminder/set-reminder';

export const saved: ReminderPreferences = {
  emailreminder: true,
  whatsappreminder: true,
  email: 'asha@example.com',
  phone: '+919876543210',
  reminderTime: '07:30',
  userName: 'Asha Verma',
  courseTopic: 'Machine Learning',
  timeZone: 'Asia/Kolkata',
};

/** 07:30 in Asia/Kolkata on Tuesday 15 July 2025. */
export const NEXT_AT = '2025-07-15T02:00:00.000Z';

export const nothingSaved: GetReminderResponse = { preferences: null, nextReminderAt: null };

export const me = {
  id: TEST_USER_ID,
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone_no: '+91 91234 56789',
  timeZone: 'Asia/Kolkata',
};

export type Routes = NonNullable<Parameters<typeof mockApi>[0]>;

export const savedRoutes = (overrides: Routes = {}): Routes => ({
  [GET_SAVED]: { preferences: saved, nextReminderAt: NEXT_AT },
  ...overrides,
});

/** Each rule of the contract, reached from valid saved values by one edit. */
export const validationCases: { name: string; label: string; value: string; message: string }[] = [
  { name: 'blank name', label: 'Name', value: '', message: REMINDER_MESSAGES.nameAndTopic },
  {
    name: 'blank course topic',
    label: 'Course Topic',
    value: '   ',
    message: REMINDER_MESSAGES.nameAndTopic,
  },
  { name: 'blank email', label: 'Email', value: '', message: REMINDER_MESSAGES.emailRequired },
  { name: 'blank phone', label: 'Phone (WhatsApp)', value: '', message: REMINDER_MESSAGES.phoneRequired },
  { name: 'malformed email', label: 'Email', value: 'asha@example', message: REMINDER_MESSAGES.emailInvalid },
  {
    name: 'phone starting with 0',
    label: 'Phone (WhatsApp)',
    value: '09876543210',
    message: REMINDER_MESSAGES.phoneInvalid,
  },
  {
    name: 'phone of 16 digits',
    label: 'Phone (WhatsApp)',
    value: '+1234567890123456',
    message: REMINDER_MESSAGES.phoneInvalid,
  },
  { name: 'no reminder time', label: 'Reminder Time', value: '', message: REMINDER_MESSAGES.timeRequired },
];

/** The reminder screen of a logged-in learner, once the form is on it. */
export async function openReminderScreen() {
  const app = renderApp('/reminder-settings', { loggedIn: true });
  await screen.findByRole('button', { name: 'Save Preferences' });
  return app;
}
