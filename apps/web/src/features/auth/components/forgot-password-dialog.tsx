import { useState, type SubmitEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AUTH_MESSAGES, textOr } from '../utils/messages';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Pre-fills the email the learner already typed on the login form. */
  defaultEmail: string;
}

export function ForgotPasswordDialog({ open, onClose, defaultEmail }: ForgotPasswordDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Forgot Password"
      description="Enter your account's email and we will send you a link to reset your password."
    >
      <ForgotPasswordForm onClose={onClose} defaultEmail={defaultEmail} />
    </Dialog>
  );
}

function ForgotPasswordForm({ onClose, defaultEmail }: Omit<ForgotPasswordDialogProps, 'open'>) {
  const [email, setEmail] = useState(defaultEmail);
  const reset = useRequestPasswordReset();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.mutate(
      { email },
      {
        onSuccess: (data) => {
          toast.success(textOr(data.message, AUTH_MESSAGES.resetLinkSent));
          onClose();
        },
        onError: () => {
          toast.error(AUTH_MESSAGES.resetLinkFailed);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={reset.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={reset.isPending} loadingText="Sending...">
          Send Reset Link
        </Button>
      </div>
    </form>
  );
}
