import { describe, expect, it } from 'vitest';
import {
  REMINDER_MESSAGES,
  generatePlanRequest,
  isPhoneNumber,
  setReminderRequest,
  signupRequest,
} from '../src';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const reminder = {
  email: 'a@example.com',
  phone: '+919876543210',
  reminderTime: '07:30',
  userName: 'Asha',
  courseTopic: 'Machine Learning',
};

describe('contract', () => {
  it('accepts phone numbers with country code and refuses words', () => {
    expect(isPhoneNumber('+91 98765 43210')).toBe(true);
    expect(isPhoneNumber('(415) 555-0100')).toBe(true);
    expect(isPhoneNumber('call me')).toBe(false);
    expect(isPhoneNumber('+1 23')).toBe(false);
  });

  it('refuses control and invisible characters in a phone number, at sign-up and in reminders (decision 018)', () => {
    const sneaky = [
      '+91 98765\n43210',
      '+91\t9876543210',
      '+919876543210\r\n',
      '+91\u00a09876543210',
      '+9198765\u200b43210',
      '+91987654\u000043210',
    ];
    for (const phone of sneaky) {
      expect(isPhoneNumber(phone), JSON.stringify(phone)).toBe(false);
      expect(
        firstMessage(
          signupRequest.safeParse({
            name: 'A',
            email: 'a@b.co',
            password: 'long enough pass',
            phone_no: phone,
          }),
        ),
      ).toBe('Please provide a valid phone number.');
      expect(firstMessage(setReminderRequest.safeParse({ ...reminder, phone }))).toBe(
        REMINDER_MESSAGES.phoneInvalid,
      );
    }
  });

  it('reminder numbers follow the sign-up E.164 rule: 7 to 15 digits, a country code first (decision 018)', () => {
    for (const phone of [
      '1',
      '+1',
      '+12',
      '123456',
      '+91 (0) 98',
      '0987654321',
      '+0987654321',
      '+1234567890123456',
    ])
      expect(firstMessage(setReminderRequest.safeParse({ ...reminder, phone })), phone).toBe(
        REMINDER_MESSAGES.phoneInvalid,
      );
    for (const phone of [
      '+91 98765 43210',
      '+1 (415) 555-0100',
      '14155550100',
      '+44 20 7946 0958',
      ' +919876543210 ',
    ])
      expect(setReminderRequest.safeParse({ ...reminder, phone }).success, phone).toBe(true);
  });

  it('gives SPEC messages for signup and plan generation', () => {
    expect(
      firstMessage(signupRequest.safeParse({ email: 'a@b.co', password: 'x', phone_no: '+919876543210' })),
    ).toBe('Name is required.');
    expect(
      firstMessage(generatePlanRequest.safeParse({ goal: '   ', duration: '30', experience: 'Beginner' })),
    ).toBe('Please enter a learning goal.');
    expect(
      generatePlanRequest.safeParse({ goal: 'REACT', duration: '30', experience: 'Beginner' }).success,
    ).toBe(true);
  });

  it('validates reminders in SPEC order with SPEC messages', () => {
    const valid = {
      email: 'a@example.com',
      phone: '+919876543210',
      reminderTime: '07:30',
      userName: 'Asha',
      courseTopic: 'Machine Learning',
    };
    expect(setReminderRequest.safeParse(valid).success).toBe(true);
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, userName: '' }))).toBe(
      REMINDER_MESSAGES.nameAndTopic,
    );
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, email: '' }))).toBe(
      REMINDER_MESSAGES.emailRequired,
    );
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, phone: '' }))).toBe(
      REMINDER_MESSAGES.phoneRequired,
    );
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, email: 'nope' }))).toBe(
      REMINDER_MESSAGES.emailInvalid,
    );
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, phone: '+0123' }))).toBe(
      REMINDER_MESSAGES.phoneInvalid,
    );
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, phone: '+1234567890123456' }))).toBe(
      REMINDER_MESSAGES.phoneInvalid,
    );
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, reminderTime: '' }))).toBe(
      REMINDER_MESSAGES.timeRequired,
    );
  });
});
