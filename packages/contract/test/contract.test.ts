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

describe('contract', () => {
  it('accepts phone numbers with country code and refuses words', () => {
    expect(isPhoneNumber('+91 98765 43210')).toBe(true);
    expect(isPhoneNumber('(415) 555-0100')).toBe(true);
    expect(isPhoneNumber('call me')).toBe(false);
    expect(isPhoneNumber('+1 23')).toBe(false);
  });

  it('gives SPEC messages for signup and plan generation', () => {
    expect(firstMessage(signupRequest.safeParse({ email: 'a@b.co', password: 'x', phone_no: '+919876543210' }))).toBe(
      'Name is required.',
    );
    expect(firstMessage(generatePlanRequest.safeParse({ goal: '   ', duration: '30', experience: 'Beginner' }))).toBe(
      'Please enter a learning goal.',
    );
    expect(generatePlanRequest.safeParse({ goal: 'REACT', duration: '30', experience: 'Beginner' }).success).toBe(true);
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
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, userName: '' }))).toBe(REMINDER_MESSAGES.nameAndTopic);
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, email: '' }))).toBe(REMINDER_MESSAGES.emailRequired);
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, phone: '' }))).toBe(REMINDER_MESSAGES.phoneRequired);
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, email: 'nope' }))).toBe(REMINDER_MESSAGES.emailInvalid);
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, phone: '+0123' }))).toBe(REMINDER_MESSAGES.phoneInvalid);
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, phone: '+1234567890123456' }))).toBe(
      REMINDER_MESSAGES.phoneInvalid,
    );
    expect(firstMessage(setReminderRequest.safeParse({ ...valid, reminderTime: '' }))).toBe(REMINDER_MESSAGES.timeRequired);
  });
});
