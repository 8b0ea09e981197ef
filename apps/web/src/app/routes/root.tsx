import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { AppShell } from '@/components/layout/app-shell';
import { AppLinkProvider, type RenderLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { DevToolsGate } from '@/features/dev-tools/components/dev-tools-gate';
import { setUnauthorizedHandler } from '@/lib/api-client';

const renderRouterLink: RenderLink = (props) => <Link {...props} />;

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please log in again.';

/** A 401 from any call has already cleared the session in the API client; here we go to /login. */
function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
      void navigate(paths.auth.login.getHref(), { replace: true });
    });
    return () => {
      setUnauthorizedHandler(null);
    };
  }, [navigate, queryClient]);
}

export function AppRoot() {
  useUnauthorizedRedirect();
  return (
    // Links in shared components navigate in the app instead of loading a page.
    <AppLinkProvider value={renderRouterLink}>
      <AppShell beforeFooter={<DevToolsGate />}>
        <Outlet />
      </AppShell>
      <ScrollRestoration />
    </AppLinkProvider>
  );
}
