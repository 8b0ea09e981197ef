import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { buttonStyles } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { getErrorMessage } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

const FAILED = 'This verification link is invalid or has expired. Please request a new one.';

/** The welcome mail's link lands here: it confirms the address once and says how that went. */
export function VerifyEmailRoute() {
  const { token = '' } = useParams();
  const verify = useVerifyEmail();
  const loggedIn = useIsLoggedIn();
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit, also under StrictMode's double effects: the link works once.
    if (sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <AuthLayout
      title="Confirm Your E-mail"
      subtitle="One click proves the address is yours."
      footer={
        <Link to={paths.auth.login.getHref()} className="font-semibold text-brand-700 hover:underline">
          Go to login
        </Link>
      }
    >
      {verify.isSuccess ? (
        <>
          <FormMessage tone="success">{verify.data.message}</FormMessage>
          {/* A way on from here: a link opened again (already verified) is not a dead end. */}
          <Link
            to={loggedIn ? paths.app.tutor.getHref() : paths.auth.login.getHref()}
            className={buttonStyles({ fullWidth: true, className: 'mt-4' })}
          >
            {loggedIn ? 'Go to the app' : 'Log in'}
          </Link>
        </>
      ) : verify.isError ? (
        <FormMessage tone="error">
          {getErrorMessage(verify.error, FAILED)} You can ask for a new link on your Profile.
        </FormMessage>
      ) : (
        <p className="text-ink-muted">Confirming your e-mail address...</p>
      )}
    </AuthLayout>
  );
}
