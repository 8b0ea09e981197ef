import { z } from 'zod';
import { isInternationalPhoneNumber } from './auth';
import { timeZone } from './common';

export const REMINDER_MESSAGES = {
  nameAndTopic: 'Name and course topic are required.',
  emailRequired: 'Email is required for email reminders.',
  phoneRequired: 'Phone number is required for WhatsApp reminders.',
  emailInvalid: 'Please provide a valid email address.',
  phoneInvalid: 'Please provide a valid phone number.',
  timeRequired: 'Reminder time is required.',
} as const;

/** SPEC §5: simple {x}@{y}.{z} pattern. */
export const REMINDER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * SPEC §5 says: optional plus, first digit 1-9, at most 15 digits in all. Stricter (decision 018): the
 * sign-up rule too, so at least 7 digits and no control characters (isInternationalPhoneNumber).
 */
export const isReminderPhone = isInternationalPhoneNumber;

const text = (max: number) => z.string().max(max, { message: `Must be at most ${max} characters.` });

export const setReminderRequest = z
  .object({
    emailreminder: z.boolean().default(true),
    whatsappreminder: z.boolean().default(true),
    email: text(254).default(''),
    phone: text(32).default(''),
    reminderTime: text(5).default(''),
    userName: text(100).default(''),
    courseTopic: text(200).default(''),
    timeZone: timeZone.optional(),
  })
  .superRefine((value, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!value.userName.trim() || !value.courseTopic.trim()) {
      fail(REMINDER_MESSAGES.nameAndTopic, value.userName.trim() ? 'courseTopic' : 'userName');
      return;
    }
    if (value.emailreminder && !value.email.trim()) return fail(REMINDER_MESSAGES.emailRequired, 'email');
    if (value.whatsappreminder && !value.phone.trim()) return fail(REMINDER_MESSAGES.phoneRequired, 'phone');
    if (value.email.trim() && !REMINDER_EMAIL_PATTERN.test(value.email.trim()))
      return fail(REMINDER_MESSAGES.emailInvalid, 'email');
    if (value.phone.trim() && !isReminderPhone(value.phone))
      return fail(REMINDER_MESSAGES.phoneInvalid, 'phone');
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value.reminderTime))
      return fail(REMINDER_MESSAGES.timeRequired, 'reminderTime');
  });
export type SetReminderRequest = z.input<typeof setReminderRequest>;

export const reminderPreferences = z.object({
  emailreminder: z.boolean(),
  whatsappreminder: z.boolean(),
  email: z.string(),
  phone: z.string(),
  reminderTime: z.string(),
  userName: z.string(),
  courseTopic: z.string(),
  timeZone: z.string(),
});
export type ReminderPreferences = z.infer<typeof reminderPreferences>;

/**
 * Double opt-in (decision 018): an address gets reminders once confirmed through the link sent to it.
 * The account's verified e-mail is confirmed already. off: the channel is off or has no address.
 */
export const reminderAddressStatus = z.enum(['confirmed', 'pending', 'off']);
export type ReminderAddressStatus = z.infer<typeof reminderAddressStatus>;
export const reminderConfirmation = z.object({
  email: reminderAddressStatus,
  whatsapp: reminderAddressStatus,
});
export type ReminderConfirmation = z.infer<typeof reminderConfirmation>;

/** What the reminder screen says about an address waiting for its owner's confirmation. */
export const REMINDER_CONFIRMATION_MESSAGES = {
  emailPending: (email: string) =>
    `Waiting for confirmation: we sent a link to ${email}. Reminder e-mails start once it is opened.`,
  whatsappPending: (phone: string) =>
    `Waiting for confirmation: we sent a link to ${phone} on WhatsApp. WhatsApp reminders start once it is opened.`,
  confirmed: 'Confirmed',
} as const;

export const getReminderResponse = z.object({
  preferences: reminderPreferences.nullable(),
  /** When the next reminder goes out (ISO 8601, UTC); null when every channel is off. */
  nextReminderAt: z.string().nullable().optional(),
  /** Null before the first save. */
  confirmation: reminderConfirmation.nullable().optional(),
});
export type GetReminderResponse = z.infer<typeof getReminderResponse>;

export const REMINDER_SAVED_MESSAGE = 'Reminder preferences updated successfully! Keep pushing! 🚀';

export const setReminderResponse = z.object({
  message: z.string(),
  preferences: reminderPreferences,
  nextReminderAt: z.string().nullable(),
  confirmation: reminderConfirmation,
});
export type SetReminderResponse = z.infer<typeof setReminderResponse>;

/** Meta's inbound webhook: how many messages arrived and how many were STOP opt-outs. */
export const whatsappWebhookResponse = z.object({ received: z.number().int(), optedOut: z.number().int() });

/**
 * GET /dailyreminder/calendar.ics: the daily study time as an iCalendar file (RFC 5545) — one 30-minute
 * event repeating daily at the reminder time in the learner's zone — to add to a calendar app.
 */
export const STUDY_CALENDAR_FILE_NAME = 'pathwise-study-time.ics';
export const STUDY_CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const studyCalendarFile = z
  .string()
  .describe(
    `The daily study time as an iCalendar file (${STUDY_CALENDAR_CONTENT_TYPE}), saved as ${STUDY_CALENDAR_FILE_NAME}`,
  );

export const STUDY_CALENDAR_MESSAGES = {
  noReminder:
    'You have not set a reminder time yet. Save your reminder preferences first, then add them to your calendar.',
  downloaded: 'Calendar file downloaded. Open it to add your daily study time to your calendar.',
  downloadFailed: 'Failed to download the calendar file. Please try again.',
} as const;
