import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/form-message';
import { ApiError } from '@/lib/api-client';
import { getTimeZone } from '@/lib/time-zone';
import { toast } from '@/lib/toast';
import { useSetReminder } from '../api/set-reminder';
import type { NextReminder, SavedConfirmation } from '../hooks/use-reminder-settings';
import { REMINDER_SCREEN_MESSAGES } from '../utils/messages';
import {
  validateReminder,
  type ReminderField,
  type ReminderFormError,
  type ReminderFormValues,
} from '../utils/validate';
import { AddToCalendar } from './add-to-calendar';
import { AddressStatus } from './address-status';
import { ReminderChannels } from './reminder-channels';
import { ReminderInput } from './reminder-input';
import { ReminderTimeHint } from './reminder-time-hint';

interface ReminderFormProps {
  initialValues: ReminderFormValues;
  savedTimeZone: string | null;
  next: NextReminder | null;
  confirmation: SavedConfirmation | null;
}

/** A 400 carries the contract's own message for the inline line; other failures have only SPEC §8's alert. */
function fieldErrorMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 && error.serverMessage ? error.serverMessage : null;
}

/** SPEC §2 Reminder settings: always-on channels, five fields, one error line above the form. */
export function ReminderForm({ initialValues, savedTimeZone, next, confirmation }: ReminderFormProps) {
  const [values, setValues] = useState(initialValues);
  const [error, setError] = useState<ReminderFormError | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const errorLineId = useId();
  const save = useSetReminder();
  const timeZone = getTimeZone();

  // After render, so the field is already marked invalid and described by the line when focused.
  useEffect(() => {
    const target = error?.field ? form.current?.elements.namedItem(error.field) : null;
    if (target instanceof HTMLInputElement) target.focus();
  }, [error]);

  const bind = (field: ReminderField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
    },
    errorLineId: error?.field === field ? errorLineId : undefined,
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = validateReminder(values, timeZone);
    if (!result.ok) {
      setError({ message: result.message, field: result.field });
      return;
    }
    setError(null);
    save.mutate(result.request, {
      onSuccess: () => {
        toast.success(REMINDER_SCREEN_MESSAGES.saved);
      },
      onError: (failure) => {
        // The failure is said once: the alert, plus the server's reason inline when it gave one.
        toast.error(REMINDER_SCREEN_MESSAGES.saveFailed);
        const reason = fieldErrorMessage(failure);
        if (reason) setError({ message: reason, field: null });
      },
    });
  };

  return (
    <Card padding="lg" className="space-y-6">
      {error && (
        <FormMessage tone="error">
          <span id={errorLineId}>{error.message}</span>
        </FormMessage>
      )}
      {/* noValidate: the contract's rules and SPEC messages speak, not the browser's bubbles. */}
      <form ref={form} noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Reminder preferences">
        <ReminderChannels />
        <div className="grid gap-5 sm:grid-cols-2">
          <ReminderInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            maxLength={254}
            required
            hint={<AddressStatus channel="email" confirmation={confirmation} />}
            {...bind('email')}
          />
          <ReminderInput
            label="Phone (WhatsApp)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+919876543210"
            hint={
              <>
                <span className="block">International format with country code.</span>
                <AddressStatus channel="whatsapp" confirmation={confirmation} />
              </>
            }
            maxLength={32}
            required
            {...bind('phone')}
          />
          <ReminderInput label="Name" autoComplete="name" maxLength={100} required {...bind('userName')} />
          <ReminderInput
            label="Course Topic"
            placeholder="e.g. Machine Learning"
            maxLength={200}
            required
            {...bind('courseTopic')}
          />
          <ReminderInput
            label="Reminder Time"
            type="time"
            required
            fieldClassName="sm:col-span-2"
            className="sm:max-w-56"
            hint={<ReminderTimeHint timeZone={timeZone} savedTimeZone={savedTimeZone} next={next} />}
            {...bind('reminderTime')}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          loading={save.isPending}
          loadingText="Saving..."
        >
          Save Preferences
        </Button>
      </form>
      {/* The file holds what is saved, so it is offered once there is a saved reminder time. */}
      {savedTimeZone !== null && <AddToCalendar />}
    </Card>
  );
}
