import { REMINDER_MESSAGES } from '@pathwise/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { currentZoneName } from '../utils/time-zone-label';
import {
  GET_ME,
  GET_SAVED,
  GET_TOPIC,
  me,
  NEXT_AT,
  nothingSaved,
  openReminderScreen,
  saved,
  savedRoutes,
  SET,
  validationCases,
} from './reminder-fixtures';

const SAVED_TEXT = 'Reminder preferences updated successfully! Keep pushing! 🚀';
const FAILED_TEXT = 'Failed to update reminder preferences.';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

/** The time picker is a native control: set its value the way the browser reports a pick (input, then change). */
function setTime(value: string) {
  fireEvent.input(field('Reminder Time'), { target: { value } });
  fireEvent.change(field('Reminder Time'));
}

describe('reminder settings: loading and pre-fill', () => {
  it('shows the title, both channels locked on, and pre-fills the saved preferences', async () => {
    const api = mockApi(savedRoutes());
    await openReminderScreen();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stay Committed with Reminders' }),
    ).toBeInTheDocument();
    for (const name of ['Email reminders', 'WhatsApp reminders']) {
      const box = screen.getByRole('checkbox', { name });
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription(/always enabled and required/);
    }
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(field('Phone (WhatsApp)')).toHaveValue('+919876543210');
    expect(field('Phone (WhatsApp)')).toHaveAttribute('placeholder', '+919876543210');
    expect(field('Name')).toHaveValue('Asha Verma');
    expect(field('Course Topic')).toHaveValue('Machine Learning');
    expect(field('Course Topic')).toHaveAttribute('placeholder', 'e.g. Machine Learning');
    expect(field('Reminder Time')).toHaveAttribute('type', 'time');
    expect(field('Reminder Time')).toHaveValue('07:30');
    // The time picker names the learner's zone and the server's next reminder, told in the saved zone.
    const zone = currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(field('Reminder Time')).toHaveAccessibleDescription(expect.stringContaining(`Your time zone: `));
    expect(field('Reminder Time')).toHaveAccessibleDescription(expect.stringContaining(zone));
    expect(screen.getByTestId('next-reminder')).toHaveTextContent(/Next reminder: .*July 15.*7:30/);
    // Saved preferences are the whole story: no pre-fill calls.
    expect(api.callsTo('GET', '/api/auth/')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/AI/learning-plan/today')).toHaveLength(0);
    await waitFor(() => {
      expect(document.title).toBe('Stay Committed with Reminders | Pathwise');
    });
  });

  it('without saved preferences, pre-fills name, email and phone from the account and the topic from the plan', async () => {
    mockApi({ [GET_SAVED]: nothingSaved, [GET_ME]: me, [GET_TOPIC]: { courseTopic: 'REACT' } });
    await openReminderScreen();
    expect(field('Name')).toHaveValue('Ravi Kumar');
    expect(field('Email')).toHaveValue('ravi@example.com');
    expect(field('Phone (WhatsApp)')).toHaveValue('+91 91234 56789');
    expect(field('Course Topic')).toHaveValue('REACT');
    expect(screen.queryByTestId('next-reminder')).not.toBeInTheDocument();
  });

  it('before the first save, Reminder Time starts at 09:00 in the learner’s own time zone and saves as such', async () => {
    const api = mockApi({
      [GET_SAVED]: nothingSaved,
      [GET_ME]: me,
      [GET_TOPIC]: { courseTopic: 'REACT' },
      [SET]: (call) =>
        json({
          message: SAVED_TEXT,
          preferences: { ...(call.body as typeof saved), timeZone: 'Asia/Kolkata' },
          nextReminderAt: NEXT_AT,
          confirmation: { email: 'pending', whatsapp: 'pending' },
        }),
    });
    const app = await openReminderScreen();
    expect(field('Reminder Time')).toHaveValue('09:00');
    const zone = currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(field('Reminder Time')).toHaveAccessibleDescription(expect.stringContaining(zone));
    await app.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => {
      expect(api.callsTo('POST', '/api/dailyreminder/set-reminder')).toHaveLength(1);
    });
    expect(api.callsTo('POST', '/api/dailyreminder/set-reminder')[0]?.body).toMatchObject({
      reminderTime: '09:00',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('leaves fields empty when the pre-fill calls fail or have nothing (no plan yet)', async () => {
    mockApi({
      [GET_SAVED]: nothingSaved,
      [GET_ME]: json({ error: 'down' }, 500),
      [GET_TOPIC]: { courseTopic: null },
    });
    await openReminderScreen();
    for (const label of ['Name', 'Email', 'Phone (WhatsApp)', 'Course Topic'])
      expect(field(label)).toHaveValue('');
  });

  it('shows a skeleton while loading', async () => {
    let release: () => void = () => undefined;
    mockApi({
      [GET_SAVED]: async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return json({ preferences: saved, nextReminderAt: NEXT_AT });
      },
    });
    renderApp('/reminder-settings', { loggedIn: true });
    expect(await screen.findByText('Loading your reminder preferences...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Preferences' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Save Preferences' })).toBeEnabled();
    expect(screen.queryByText('Loading your reminder preferences...')).not.toBeInTheDocument();
  });

  it('a failed load says so and can be retried', async () => {
    let calls = 0;
    mockApi({
      [GET_SAVED]: () => {
        calls += 1;
        return calls === 1
          ? json({ error: 'down' }, 500)
          : json({ preferences: saved, nextReminderAt: NEXT_AT });
      },
    });
    const app = renderApp('/reminder-settings', { loggedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your reminder preferences. Please try again.',
    );
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Asha Verma')).toBeInTheDocument();
  });

  it('asks a logged-out visitor to log in, with a link to /login, and calls nothing', async () => {
    const api = mockApi(savedRoutes());
    renderApp('/reminder-settings');
    expect(await screen.findByText('Please log in to set your reminders.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Save Preferences' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/dailyreminder')).toHaveLength(0);
  });
});

describe('reminder settings: validation (the contract rules, before any call)', () => {
  it.each(validationCases)('$name → $message', async ({ label, value, message }) => {
    const api = mockApi(savedRoutes());
    const app = await openReminderScreen();
    if (label === 'Reminder Time') setTime(value);
    else {
      await app.user.clear(field(label));
      if (value) await app.user.type(field(label), value);
    }
    await app.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    const line = await screen.findByRole('alert');
    expect(line).toHaveTextContent(message);
    // The line sits above the form, and the offending field is marked, described by it and focused.
    expect(
      line.compareDocumentPosition(screen.getByRole('form')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const target = field(label);
    await waitFor(() => {
      expect(target).toHaveFocus();
    });
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(target).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.callsTo('POST', '/api/dailyreminder/set-reminder')).toHaveLength(0);
  });

  it('checks name and topic first, as the server does', async () => {
    mockApi({
      [GET_SAVED]: nothingSaved,
      [GET_ME]: json({ error: 'down' }, 500),
      [GET_TOPIC]: { courseTopic: null },
    });
    const app = await openReminderScreen();
    await app.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.nameAndTopic);
    await app.user.type(field('Name'), 'Ravi');
    await app.user.type(field('Course Topic'), 'Rust');
    await app.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(REMINDER_MESSAGES.emailRequired)).toBeInTheDocument();
  });
});

describe('reminder settings: saving', () => {
  it('sends both channels on with the browser zone, shows Saving... (disabled), then the success message and next reminder', async () => {
    let release: () => void = () => undefined;
    const nextAt = '2025-07-15T03:15:00.000Z';
    const api = mockApi(
      savedRoutes({
        [SET]: async (call) => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          const body = call.body as typeof saved;
          return json({
            message: SAVED_TEXT,
            preferences: { ...body, timeZone: 'Asia/Kolkata' },
            nextReminderAt: nextAt,
            confirmation: { email: 'confirmed', whatsapp: 'pending' },
          });
        },
      }),
    );
    const app = await openReminderScreen();
    setTime('08:45');
    await app.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(api.callsTo('POST', '/api/dailyreminder/set-reminder')[0]?.body).toEqual({
      emailreminder: true,
      whatsappreminder: true,
      email: 'asha@example.com',
      phone: '+919876543210',
      reminderTime: '08:45',
      userName: 'Asha Verma',
      courseTopic: 'Machine Learning',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    release();
    expect(await screen.findByText(SAVED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
    expect(screen.getByTestId('next-reminder')).toHaveTextContent(/July 15.*8:45/);
    // Double opt-in: the saved number waits for its owner; the e-mail is confirmed.
    expect(screen.getByTestId('whatsapp-confirmation')).toHaveTextContent(
      'Waiting for confirmation: we sent a link to +919876543210 on WhatsApp. WhatsApp reminders start once it is opened.',
    );
    expect(field('Phone (WhatsApp)')).toHaveAccessibleDescription(
      expect.stringContaining('Waiting for confirmation'),
    );
    expect(screen.getByTestId('email-confirmation')).toHaveTextContent('Confirmed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The form keeps what was saved.
    expect(field('Reminder Time')).toHaveValue('08:45');
  });

  it('a server 400 shows its message in the error line, with the failure alert', async () => {
    mockApi(savedRoutes({ [SET]: json({ error: REMINDER_MESSAGES.phoneInvalid }, 400) }));
    const app = await openReminderScreen();
    await app.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(FAILED_TEXT)).toBeInTheDocument();
    const line = screen.getAllByRole('alert').find((element) => element.tagName === 'P');
    expect(line).toHaveTextContent(REMINDER_MESSAGES.phoneInvalid);
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
    expect(screen.queryByText(SAVED_TEXT)).not.toBeInTheDocument();
  });

  it('any other failure shows the SPEC failure message once and lets the learner try again', async () => {
    let calls = 0;
    mockApi(
      savedRoutes({
        [SET]: (call) => {
          calls += 1;
          if (calls === 1) return json({ error: 'Something went wrong on our side. Please try again.' }, 500);
          return json({
            message: SAVED_TEXT,
            preferences: call.body as typeof saved,
            nextReminderAt: NEXT_AT,
            confirmation: { email: 'confirmed', whatsapp: 'confirmed' },
          });
        },
      }),
    );
    const app = await openReminderScreen();
    await app.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getAllByText(FAILED_TEXT)).toHaveLength(1);
    expect(screen.queryByText(/went wrong on our side/)).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(SAVED_TEXT)).toBeInTheDocument();
  });

  it('returning to the screen after saving shows the saved values', async () => {
    // The fake server remembers what was saved, as the real one does.
    let stored: unknown = nothingSaved;
    mockApi({
      [GET_SAVED]: () => json(stored),
      [GET_ME]: me,
      [GET_TOPIC]: { courseTopic: 'REACT' },
      [SET]: (call) => {
        stored = {
          preferences: { ...(call.body as typeof saved) },
          nextReminderAt: NEXT_AT,
          confirmation: { email: 'pending', whatsapp: 'pending' },
        };
        return json({ message: SAVED_TEXT, ...(stored as object) });
      },
    });
    const app = await openReminderScreen();
    setTime('07:30');
    await app.user.clear(field('Course Topic'));
    await app.user.type(field('Course Topic'), 'Advanced React');
    await app.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(SAVED_TEXT)).toBeInTheDocument();
    await app.router.navigate('/about');
    await screen.findByRole('heading', { level: 1, name: /about/i });
    await app.router.navigate('/reminder-settings');
    expect(await screen.findByRole('button', { name: 'Save Preferences' })).toBeInTheDocument();
    expect(field('Reminder Time')).toHaveValue('07:30');
    expect(field('Course Topic')).toHaveValue('Advanced React');
    expect(field('Name')).toHaveValue('Ravi Kumar');
    expect(screen.getByTestId('next-reminder')).toHaveTextContent(/^Next reminder: .*July 15/);
    expect(screen.getByTestId('email-confirmation')).toHaveTextContent(
      'Waiting for confirmation: we sent a link to ravi@example.com. Reminder e-mails start once it is opened.',
    );
    expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining('Waiting for confirmation'));
  });

  it('says nothing about confirmation before the first save, and names the saved address, not one being typed', async () => {
    mockApi(
      savedRoutes({
        [GET_SAVED]: {
          preferences: saved,
          nextReminderAt: NEXT_AT,
          confirmation: { email: 'pending', whatsapp: 'off' },
        },
      }),
    );
    const app = await openReminderScreen();
    await app.user.clear(field('Email'));
    await app.user.type(field('Email'), 'new@example.com');
    expect(screen.getByTestId('email-confirmation')).toHaveTextContent('we sent a link to asha@example.com.');
    expect(screen.queryByTestId('whatsapp-confirmation')).not.toBeInTheDocument();
  });
});
