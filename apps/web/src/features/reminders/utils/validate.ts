import { setReminderRequest, type SetReminderRequest } from '@pathwise/contract';

export interface ReminderFormValues {
  email: string;
  phone: string;
  userName: string;
  courseTopic: string;
  reminderTime: string;
}

export type ReminderField = keyof ReminderFormValues;

export interface ReminderFormError {
  message: string;
  /** The field to point at; null when the problem is not one the learner typed. */
  field: ReminderField | null;
}

export type ReminderValidation =
  { ok: true; request: SetReminderRequest } | ({ ok: false } & ReminderFormError);

const fields: readonly ReminderField[] = ['email', 'phone', 'userName', 'courseTopic', 'reminderTime'];
const isField = (key: unknown): key is ReminderField => fields.includes(key as ReminderField);

/**
 * Builds the request (both channels are always on, SPEC §3) and checks it with the contract's own
 * schema, so the screen says exactly what the server would, in the same order, before any call.
 */
export function validateReminder(values: ReminderFormValues, timeZone: string): ReminderValidation {
  const request: SetReminderRequest = { emailreminder: true, whatsappreminder: true, ...values, timeZone };
  const parsed = setReminderRequest.safeParse(request);
  if (parsed.success) return { ok: true, request };
  const issue = parsed.error.issues[0];
  const key = issue?.path[0];
  return { ok: false, message: issue?.message ?? 'Please check the form.', field: isField(key) ? key : null };
}
