import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { registerServiceWorker, type ApplyUpdate } from '@/lib/service-worker';

interface UpdatePromptProps {
  /** The built app registers its service worker; the dev server and tests have none. */
  enabled?: boolean;
  register?: typeof registerServiceWorker;
}

/** "A new version of Pathwise is ready.": a deploy never leaves old code running unnoticed (decision 026). */
export function UpdatePrompt({
  enabled = import.meta.env.PROD,
  register = registerServiceWorker,
}: UpdatePromptProps) {
  const [apply, setApply] = useState<ApplyUpdate | null>(null);
  useEffect(() => {
    if (enabled) register((update) => setApply(() => update));
  }, [enabled, register]);

  if (!apply) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm font-medium text-ink shadow-lg"
    >
      <p>A new version of Pathwise is ready.</p>
      <Button size="sm" onClick={apply}>
        Reload
      </Button>
    </div>
  );
}
