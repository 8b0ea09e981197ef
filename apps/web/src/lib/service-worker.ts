/** Applies a waiting version: the page reloads once the new worker has taken over. */
export type ApplyUpdate = () => void;

/**
 * Registers /sw.js (decision 026) after the page has loaded, so it never competes with the first render, and
 * calls `onUpdateReady` when a new version has installed and is waiting. The first install is not offered:
 * no page is running old code then. The learner chooses when to reload (no silent takeover mid-lesson).
 */
export function registerServiceWorker(
  onUpdateReady: (apply: ApplyUpdate) => void,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!container) return;
  const start = () => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        watchForUpdates(registration, container, onUpdateReady);
      })
      .catch((error: unknown) => {
        console.warn('The offline copy of Pathwise could not be set up.', error);
      });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function watchForUpdates(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
  onUpdateReady: (apply: ApplyUpdate) => void,
): void {
  const offer = (worker: ServiceWorker) => {
    onUpdateReady(() => {
      container.addEventListener(
        'controllerchange',
        () => {
          window.location.reload();
        },
        { once: true },
      );
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  });
  // A learner who keeps the tab open for days still hears of a deploy when they come back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
