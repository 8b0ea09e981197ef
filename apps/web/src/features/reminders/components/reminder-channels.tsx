import { useId } from 'react';

const channels = ['Email reminders', 'WhatsApp reminders'] as const;

/**
 * SPEC §2/§3: both channels are always on and required. They show as checked, locked checkboxes
 * (still announced as checked and unavailable), and the note says why.
 */
export function ReminderChannels() {
  const noteId = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">Reminder channels</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {channels.map((label) => (
          <label
            key={label}
            className="flex min-w-0 items-center gap-3 rounded-xl border border-line bg-surface-muted px-4 py-3"
          >
            <input
              type="checkbox"
              checked
              disabled
              aria-describedby={noteId}
              className="size-5 shrink-0 accent-brand-600"
            />
            <span className="min-w-0 flex-1 text-sm font-semibold text-ink">{label}</span>
            <span
              aria-hidden="true"
              className="shrink-0 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700"
            >
              Always on
            </span>
          </label>
        ))}
      </div>
      <p id={noteId} className="text-sm text-ink-muted">
        Email and WhatsApp reminders are always enabled and required: your daily nudge arrives on both.
      </p>
    </fieldset>
  );
}
