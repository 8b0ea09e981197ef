import { useEffect, useRef, useState } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { loadScript } from '@/lib/load-script';
import { usePublicConfig } from '@/lib/public-config';
import { getTimeZone } from '@/lib/time-zone';
import { useGoogleLogin } from '../api/google-login';
import { AUTH_MESSAGES, loginFailureMessage } from '../utils/messages';
import {
  getGoogleIdentity,
  GSI_SCRIPT_SRC,
  initializeGoogleIdentity,
  setCredentialHandler,
} from '../utils/google-identity';

/** Shown only when the server has a Google client id (GET /api/config); Google's script loads only then. */
export function GoogleSignInButton() {
  const { data: config } = usePublicConfig();
  const clientId = config?.googleClientId;
  if (!clientId) return null;
  return <GoogleButton clientId={clientId} />;
}

function GoogleButton({ clientId }: { clientId: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [error, setError] = useState<string | null>(null);
  const { mutate, isPending } = useGoogleLogin();

  useEffect(() => {
    setCredentialHandler((credential) => {
      setError(null);
      mutate(
        { token: credential, timeZone: getTimeZone() },
        {
          onError: (failure) => {
            setError(loginFailureMessage(failure, AUTH_MESSAGES.googleLoginFailed));
          },
        },
      );
    });
    return () => {
      setCredentialHandler(null);
    };
  }, [mutate]);

  useEffect(() => {
    let cancelled = false;
    void loadScript(GSI_SCRIPT_SRC)
      .then(() => {
        const gsi = getGoogleIdentity();
        const container = containerRef.current;
        if (cancelled || !container) return;
        if (!gsi) {
          setStatus('unavailable');
          return;
        }
        initializeGoogleIdentity(gsi, clientId);
        gsi.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(400, Math.max(200, container.clientWidth)),
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('unavailable');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-ink-muted uppercase">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="relative min-h-11">
        <div ref={containerRef} className="flex w-full justify-center" />
        {status === 'loading' && <Skeleton className="absolute inset-0 h-11 rounded-lg" />}
      </div>
      {status === 'unavailable' && (
        <p className="text-center text-sm text-ink-muted">
          Google sign-in is unavailable right now. Please use your email and password.
        </p>
      )}
      {isPending && (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-ink-muted">
          <Spinner /> Signing in with Google...
        </p>
      )}
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </div>
  );
}
