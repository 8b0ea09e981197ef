import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { getTimeZone } from '@/lib/time-zone';
import { useLogin } from '../api/login';
import { AUTH_MESSAGES, loginFailureMessage } from '../utils/messages';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { GoogleSignInButton } from './google-sign-in-button';

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const login = useLogin();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    login.mutate(
      { email, password, timeZone: getTimeZone() },
      {
        // Inline only (role="alert"): a toast would say it twice and outlive a successful retry.
        onError: (failure) => {
          setError(loginFailureMessage(failure, AUTH_MESSAGES.loginFailed));
        },
      },
    );
  };

  return (
    <div className="space-y-6">
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
        <div>
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
          <div className="mt-1 flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              className="-mr-3"
              onClick={() => {
                setForgotOpen(true);
              }}
            >
              Forgot Password?
            </Button>
          </div>
        </div>
        <Button type="submit" fullWidth loading={login.isPending} loadingText="Logging in...">
          Log In
        </Button>
        {error && <FormMessage tone="error">{error}</FormMessage>}
      </form>
      <GoogleSignInButton />
      <ForgotPasswordDialog
        open={forgotOpen}
        defaultEmail={email}
        onClose={() => {
          setForgotOpen(false);
        }}
      />
    </div>
  );
}
