import { operations } from '@pathwise/contract';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { tutorRoutes } from './tutor-fixtures';

const PLACEHOLDER = "Answer... or Ask what you didn't understand";

/** An IntersectionObserver the test drives: the tutor panel starts out of view (below the lesson). */
let report: (inView: boolean) => void = () => undefined;
class DrivenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    report = (inView) => {
      this.callback(
        [{ isIntersecting: inView, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    };
    report(false);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', DrivenObserver);
});

describe('the tutor within reach on a narrow screen', () => {
  it("an 'Ask the tutor' bar jumps to the tutor and puts the cursor in its text box", async () => {
    mockApi(tutorRoutes());
    const app = renderApp('/Tutor', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' });
    const jump = await screen.findByRole('link', { name: 'Ask the tutor' });
    expect(jump).toHaveAttribute('href', '#tutor-chat');
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await app.user.click(jump);
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('tutor-chat'));
    expect(screen.getByRole('textbox', { name: 'Your answer or question' })).toHaveFocus();
    // The SPEC's strings for the tutor itself are unchanged.
    expect(screen.getByRole('heading', { name: 'Your AI tutor' })).toBeInTheDocument();
  });

  it('the bar steps aside while the tutor is in view', async () => {
    mockApi(tutorRoutes());
    renderApp('/Tutor', { loggedIn: true });
    await screen.findByRole('link', { name: 'Ask the tutor' });
    act(() => {
      report(true);
    });
    expect(screen.queryByRole('link', { name: 'Ask the tutor' })).toBeNull();
    act(() => {
      report(false);
    });
    expect(screen.getByRole('link', { name: 'Ask the tutor' })).toBeInTheDocument();
  });

  it('the text box is two lines high so the whole placeholder shows; Enter sends, Shift+Enter does not', async () => {
    const api = mockApi(
      tutorRoutes({ ...on(operations.conversations.tutor, { response: 'A value and a setter.' }) }),
    );
    const app = renderApp('/Tutor', { loggedIn: true });
    const box = await screen.findByRole('textbox', { name: 'Your answer or question' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '2');
    expect(box).toHaveAttribute('placeholder', PLACEHOLDER);
    await app.user.type(box, 'What does useState return?{Shift>}{Enter}{/Shift}');
    expect(api.callsTo('POST', '/api/AI/tutor')).toHaveLength(0);
    await app.user.type(box, '{Enter}');
    expect(await screen.findByText('A value and a setter.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/AI/tutor')).toHaveLength(1);
  });

  it('/dashboard has no tutor, so no jump', async () => {
    mockApi(tutorRoutes());
    renderApp('/dashboard', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' });
    expect(screen.queryByTestId('ask-tutor-jump')).toBeNull();
  });
});
