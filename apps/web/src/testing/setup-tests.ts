import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { isSonnerRequested, loadSonner, toast } from '@/lib/toast';
import { captureConsoleErrors, failOnConsoleErrors, takeConsoleErrors } from './console-errors';

// Screens are lazy chunks; the first import in a cold worker on a busy machine can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement layout or scrolling; React Router's scroll restoration calls these.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

/** jsdom has no IntersectionObserver either: everything observed counts as in view at once. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;

beforeEach(() => {
  captureConsoleErrors();
});

afterEach(async () => {
  cleanup();
  // sonner keeps its toasts in a module and shows the ones still open to the next Toaster that mounts: test files
  // share a worker (isolate: false), so nothing a test raised may greet the next test.
  // toast.dismiss() closes them once sonner's module has loaded: awaiting it lets that run first.
  if (isSonnerRequested()) {
    toast.dismiss();
    await loadSonner();
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  // A test fails on an unexpected console.error, React's warnings among them (console-errors.ts).
  failOnConsoleErrors(takeConsoleErrors());
});

// sonner removes a dismissed toast 200 ms after it leaves (TIME_BEFORE_UNMOUNT), with a timer that sets the
// Toaster's state. A file that ends sooner would tear jsdom down first, and that timer would then reach
// react-dom without a window ("window is not defined"). Let such timers run out while the window still exists.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 250));
});
