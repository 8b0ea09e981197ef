import { useState, type SubmitEvent } from 'react';
import type { DeleteAccountRequest } from '@pathwise/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password to confirm deleting your account.';
export const DELETE_FAILED_MESSAGE = 'Failed to delete your account. Please try again.';

/** What the learner loses, named before they confirm. */
const LOST = [
  'Your profile: name, e-mail address and phone number',
  'Your learning plans, lessons, progress and streak',
  'Your tutor and assistant chats and your practice answers',
  'Your reminders: no more e-mails or WhatsApp messages',
  'Your certificates: their verification links will stop working',
  'Premium access, if you bought it',
];

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * For accounts made with Google: returns a fresh Google ID token (from a new Google sign-in). When
   * given, the dialog offers 'Confirm with Google' besides the password.
   */
  googleConfirm?: () => Promise<string>;
}

/** Asks for the password (or a fresh Google sign-in), then erases the account. */
export function DeleteAccountDialog({ open, onClose, googleConfirm }: DeleteAccountDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete your account?"
      description="This permanently deletes your account and everything in it. It cannot be undone."
    >
      <DeleteAccountForm onClose={onClose} googleConfirm={googleConfirm} />
    </Dialog>
  );
}

function DeleteAccountForm({ onClose, googleConfirm }: Omit<DeleteAccountDialogProps, 'open'>) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmingWithGoogle, setConfirmingWithGoogle] = useState(false);
  const remove = useDeleteAccount();
  const busy = remove.isPending || confirmingWithGoogle;

  const send = (confirmation: DeleteAccountRequest) => {
    setError(null);
    remove.mutate(confirmation, {
      onError: (failure) => {
        // 400 (nothing to confirm with), 403 (wrong password) and 429 (too many tries) explain themselves.
        const explained = failure instanceof ApiError && [400, 403, 429].includes(failure.status);
        setError(explained && failure.serverMessage ? failure.serverMessage : DELETE_FAILED_MESSAGE);
      },
    });
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError(PASSWORD_REQUIRED_MESSAGE);
      return;
    }
    send({ password });
  };

  const confirmWithGoogle = async () => {
    if (!googleConfirm) return;
    setConfirmingWithGoogle(true);
    try {
      send({ googleToken: await googleConfirm() });
    } catch {
      setError('Google sign-in did not complete, so your account was not deleted.');
    } finally {
      setConfirmingWithGoogle(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <div className="text-sm text-ink">
        <p className="font-semibold">You will lose:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
          {LOST.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-3 text-ink-muted">
          Payment records are kept without your name or e-mail, as the law requires for sales. Want a copy of
          your data? Use &lsquo;Download my data&rsquo; first.
        </p>
      </div>
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={error ?? undefined}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
      />
      {googleConfirm && (
        <Button variant="secondary" fullWidth disabled={busy} onClick={() => void confirmWithGoogle()}>
          Confirm with Google instead
        </Button>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="danger"
          loading={remove.isPending}
          loadingText="Deleting..."
          disabled={busy}
        >
          Delete account
        </Button>
      </div>
    </form>
  );
}
