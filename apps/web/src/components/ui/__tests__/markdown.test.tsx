import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as markdownModule from '@/lib/markdown';
import { parseInline } from '@/lib/markdown';
import { Markdown } from '../markdown';

vi.mock('@/lib/markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof markdownModule>();
  return { ...actual, parseInline: vi.fn(actual.parseInline) };
});

/** A screen around the text that renders again for reasons of its own (a streak or a name arriving). */
function Screen({ text }: { text: string }) {
  const [streak, setStreak] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setStreak((value) => value + 1);
        }}
      >
        Streak {streak}
      </button>
      <Markdown headingLevel={3} density="roomy">
        {text}
      </Markdown>
    </>
  );
}

describe('Markdown', () => {
  it('is not rebuilt when the screen around it renders again, only when its text changes', () => {
    const { rerender } = render(<Screen text={'# Why state\n\nState **changes** over time.'} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Why state' })).toBeInTheDocument();
    const parsed = vi.mocked(parseInline).mock.calls.length;
    expect(parsed).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Streak 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Streak 1' }));
    expect(screen.getByRole('button', { name: 'Streak 2' })).toBeInTheDocument();
    expect(vi.mocked(parseInline).mock.calls.length).toBe(parsed);

    rerender(<Screen text={'# Why effects\n\nEffects **sync** with the outside.'} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Why effects' })).toBeInTheDocument();
    expect(screen.getByText('sync').tagName).toBe('STRONG');
    expect(vi.mocked(parseInline).mock.calls.length).toBeGreaterThan(parsed);
  });

  it('shows model-written HTML as text, loads no images and follows only web and mail links', () => {
    const { container } = render(
      <Markdown>
        {[
          '<script>alert(1)</script> <img src=x onerror=alert(1)>',
          '',
          '![pixel](https://tracker.example/p.gif) [run](javascript:alert(1)) [docs](https://react.dev/learn)',
        ].join('\n')}
      </Markdown>,
    );
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByText('run').closest('a')).toBeNull();
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://tracker.example/p.gif',
      'https://react.dev/learn',
    ]);
  });
});
