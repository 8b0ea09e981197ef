import { REMINDER_CONFIRMATION_MESSAGES } from '@pathwise/contract';
import type { SavedConfirmation } from '../hooks/use-reminder-settings';

interface AddressStatusProps {
  channel: 'email' | 'whatsapp';
  confirmation: SavedConfirmation | null;
}

/**
 * Double opt-in (decision 018): under a field, whether its saved address is confirmed or still waits
 * for its owner to open the link we sent. Polite live text, so a save's new state is announced.
 */
export function AddressStatus({ channel, confirmation }: AddressStatusProps) {
  const status = confirmation?.status[channel] ?? 'off';
  return (
    <span aria-live="polite" className="block">
      {status === 'pending' && confirmation && (
        <span
          data-testid={`${channel}-confirmation`}
          data-status="pending"
          className="block font-medium text-warning-700"
        >
          {channel === 'email'
            ? REMINDER_CONFIRMATION_MESSAGES.emailPending(confirmation.email)
            : REMINDER_CONFIRMATION_MESSAGES.whatsappPending(confirmation.phone)}
        </span>
      )}
      {status === 'confirmed' && (
        <span
          data-testid={`${channel}-confirmation`}
          data-status="confirmed"
          className="block font-medium text-success-700"
        >
          {REMINDER_CONFIRMATION_MESSAGES.confirmed}
        </span>
      )}
    </span>
  );
}
