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
});
