import { REMINDER_SAVED_MESSAGE } from '@pathwise/contract';

/** SPEC §8's reminder alerts, and this screen's own strings. Validation messages live in the contract. */
export const REMINDER_SCREEN_MESSAGES = {
  saved: REMINDER_SAVED_MESSAGE,
  saveFailed: 'Failed to update reminder preferences.',
  loadFailed: 'Failed to load your reminder preferences. Please try again.',
  loginRequired: 'Please log in to set your reminders.',
} as const;
