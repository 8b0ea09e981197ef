import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AUTH_MESSAGES, messageTone, textOr } from '../utils/messages';

export function RequestPasswordResetForm() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ text: string; failed: boolean } | null>(null);
  const reset = useRequestPasswordReset();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    reset.mutate(
      { email },
      {
        onSuccess: (data) => {
          setResult({ text: textOr(data.message, AUTH_MESSAGES.resetLinkSent), failed: false });
        },
        onError: (error) => {
          setResult({ text: getErrorMessage(error, AUTH_MESSAGES.resetLinkFailed), failed: true });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
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
      <Button type="submit" fullWidth loading={reset.isPending} loadingText="Sending...">
        Send Reset Link
      </Button>
      {result && <FormMessage tone={messageTone(result.text, result.failed)}>{result.text}</FormMessage>}
    </form>
  );
}
