import { vi } from 'vitest';

/**
 * A `window.matchMedia` for the test DOM (which has none), answering from a viewport width in px: queries
 * of the form `(min-width: Nrem)` or `(max-width: Npx)`. `resize` changes the width and tells the lists
 * whose answer changed, as the browser does.
 */
export function stubViewport(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; matches: boolean; listeners: Set<() => void> }>();
  const answer = (query: string) => {
    const found = /\((min|max)-width:\s*([\d.]+)(px|rem)\)/.exec(query);
    if (!found) throw new Error(`The stub cannot answer ${query}`);
    const px = Number(found[2]) * (found[3] === 'rem' ? 16 : 1);
    return found[1] === 'min' ? width >= px : width <= px;
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = { query, matches: answer(query), listeners: new Set<() => void>() };
    lists.add(list);
    return {
      media: query,
      get matches() {
        return answer(query);
      },
      addEventListener: (_type: 'change', listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_type: 'change', listener: () => void) => list.listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      width = next;
      for (const list of lists) {
        const now = answer(list.query);
        if (now === list.matches) continue;
        list.matches = now;
        for (const listener of list.listeners) listener();
      }
    },
    /** How many change listeners are attached now. */
    listening: () => [...lists].reduce((sum, list) => sum + list.listeners.size, 0),
  };
}
