import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A picture character draws as an empty box where the device has no colour-emoji font (many Linux desktops,
// older Android builds), so the screens draw their icons as SVG (components/ui/icons.tsx). SPEC's own
// messages that carry one (the toasts in features/*/utils/messages.ts) are plain strings, not components.
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
// Text symbols every system font covers: the landing comparison's ✓ and ✕, the footer's ©.
const TEXT_SYMBOLS = new Set(['✓', '✕', '©']);

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : components(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('icons on the screens', () => {
  it('are drawn, not picture characters a device may lack', () => {
    const found = components(path.join(process.cwd(), 'src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line]
            .filter((char) => PICTOGRAPH.test(char) && !TEXT_SYMBOLS.has(char))
            .map((char) => `${path.relative(process.cwd(), file)}:${String(index + 1)} ${char}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
