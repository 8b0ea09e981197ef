import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubViewport } from '@/testing/match-media';
import { useMediaQuery } from '../use-media-query';

describe('useMediaQuery', () => {
  it('answers from the browser and follows a change', () => {
    const viewport = stubViewport(375);
    const { result } = renderHook(() => useMediaQuery('(min-width: 48rem)', true));
    expect(result.current).toBe(false);
    act(() => {
      viewport.resize(1280);
    });
    expect(result.current).toBe(true);
    act(() => {
      viewport.resize(767);
    });
    expect(result.current).toBe(false);
  });

  it('stops listening when the component goes', () => {
    const viewport = stubViewport(375);
    const { unmount } = renderHook(() => useMediaQuery('(min-width: 48rem)', true));
    expect(viewport.listening()).toBe(1);
    unmount();
    expect(viewport.listening()).toBe(0);
  });

  it('is the fallback where the browser cannot answer', () => {
    // The test DOM has no matchMedia of its own.
    expect(typeof window.matchMedia).not.toBe('function');
    expect(renderHook(() => useMediaQuery('(min-width: 48rem)', true)).result.current).toBe(true);
    expect(renderHook(() => useMediaQuery('(min-width: 48rem)', false)).result.current).toBe(false);
  });
});
