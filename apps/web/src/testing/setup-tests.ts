import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeEach, vi } from 'vitest';

// Screens are lazy chunks; the first import in a cold worker on a busy machine can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// Preact runs effects after the next frame; React's act() runs them before the test goes on. Running them
// on the next task keeps tests that read the page right after an update from reading it half-done.
options.requestAnimationFrame = (callback) => setTimeout(callback, 0);

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

/**
 * A test fails on an unexpected console.error (React warnings, failed prop types, act() misuse).
 * A test that expects one replaces the spy: vi.mocked(console.error).mockImplementation(() => {}).
 */
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map((arg) => String(arg)).join(' ')).join('\n---\n');
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
