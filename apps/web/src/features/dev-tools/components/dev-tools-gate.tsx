import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { useUserId } from '@/lib/session';

/** Its own chunk: with the developer tools off, nothing of the panel is downloaded. */
const DevToolsPanel = lazy(() => import('./dev-tools-panel').then((m) => ({ default: m.DevToolsPanel })));

/**
 * The developer tools panel, only for a signed-in learner on a server started with DEV_TOOLS=true
 * (GET /api/config says devOutbox). A visitor who is not signed in does not even ask for the config.
 */
export function DevToolsGate() {
  const signedIn = useUserId() !== null;
  const { data: config } = useQuery({ ...publicConfigQueryOptions, enabled: signedIn });
  if (!signedIn || !config?.devOutbox) return null;
  return (
    <Suspense fallback={null}>
      <DevToolsPanel />
    </Suspense>
  );
}
