import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { getErrorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';

/** Shown until the learner opens the welcome mail's link; the trial runs either way. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <section
      aria-label="Verify your e-mail"
      className="space-y-2 rounded-lg border border-warning-200 bg-warning-50 p-3 text-sm"
    >
      <p className="text-ink">
        <strong>Verify your e-mail.</strong> Open the link we sent to {email} to confirm the address is yours;
        until then nobody can join a Google sign-in to this account.
      </p>
      <Button
        variant="secondary"
        size="sm"
        loading={resend.isPending}
        loadingText="Sending..."
        onClick={() => resend.mutate()}
      >
        Send a new link
      </Button>
      {resend.isSuccess && <FormMessage tone="success">{resend.data.message}</FormMessage>}
      {resend.isError && (
        <FormMessage tone="error">
          {getErrorMessage(resend.error, 'Could not send the link. Please try again.')}
        </FormMessage>
      )}
    </section>
  );
}
