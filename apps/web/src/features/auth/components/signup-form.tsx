import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { getErrorMessage } from '@/lib/api-client';
import { getTimeZone } from '@/lib/time-zone';
import { useSignup } from '../api/signup';
import { AUTH_MESSAGES, textOr } from '../utils/messages';
import { PASSWORD_RULE, newPasswordProblem } from '../utils/password-rule';

const REDIRECT_DELAY_MS = 2000;

interface Result {
  ok: boolean;
  text: string;
}

export function SignupForm() {
  const [values, setValues] = useState({ name: '', email: '', password: '', phone_no: '' });
  const [result, setResult] = useState<Result | null>(null);
  const signup = useSignup();
  const succeeded = result?.ok === true;
  useDelayedNavigate(succeeded, paths.auth.login.getHref(), REDIRECT_DELAY_MS);

  const update = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const problem = newPasswordProblem(values.password);
    if (problem) {
      setResult({ ok: false, text: problem });
      return;
    }
    signup.mutate(
      { ...values, timeZone: getTimeZone() },
      {
        onSuccess: (data) => {
          setResult({ ok: true, text: textOr(data.message, AUTH_MESSAGES.signupSuccess) });
        },
        onError: (error) => {
          setResult({ ok: false, text: getErrorMessage(error, AUTH_MESSAGES.signupFailed) });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={update('name')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={update('email')}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RULE}
        value={values.password}
        onChange={update('password')}
      />
      <TextField
        label="Phone number (with country code)"
        name="phone_no"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        required
        value={values.phone_no}
        onChange={update('phone_no')}
      />
      <Button type="submit" fullWidth loading={signup.isPending} loadingText="Creating account..." disabled={succeeded}>
        Sign Up
      </Button>
      {result && <FormMessage tone={result.ok ? 'success' : 'error'}>{result.text}</FormMessage>}
    </form>
  );
}
