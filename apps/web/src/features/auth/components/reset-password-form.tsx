import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { getErrorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AUTH_MESSAGES, messageTone, textOr } from '../utils/messages';
import { PASSWORD_RULE, newPasswordProblem } from '../utils/password-rule';

const REDIRECT_DELAY_MS = 2000;

export function ResetPasswordForm({ token }: { token: string }) {
  const [newPassword, setNewPassword] = useState('');
  const [result, setResult] = useState<{ text: string; failed: boolean } | null>(null);
  const reset = useResetPassword();
  const succeeded = result?.failed === false;
  useDelayedNavigate(succeeded, paths.auth.login.getHref(), REDIRECT_DELAY_MS);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const problem = newPasswordProblem(newPassword);
    if (problem) {
      setResult({ text: problem, failed: true });
      return;
    }
    reset.mutate(
      { resetToken: token, newPassword },
      {
        onSuccess: (data) => {
          setResult({ text: textOr(data.message, AUTH_MESSAGES.passwordReset), failed: false });
        },
        onError: (error) => {
          setResult({ text: getErrorMessage(error, AUTH_MESSAGES.passwordResetFailed), failed: true });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="New Password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RULE}
        value={newPassword}
        onChange={(event) => {
          setNewPassword(event.target.value);
        }}
      />
      <Button type="submit" fullWidth loading={reset.isPending} loadingText="Resetting..." disabled={succeeded}>
        Reset Password
      </Button>
      {result && <FormMessage tone={messageTone(result.text, result.failed)}>{result.text}</FormMessage>}
    </form>
  );
}
