import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Browsers and crawlers ask for these at the root whatever the page links; the build copies public/ to dist/.
// Tests run from apps/web (its workspace scripts and vitest config live there).
const publicFile = (name: string) => readFileSync(path.join(process.cwd(), 'public', name));

describe('files served at the root', () => {
  it('ships /favicon.ico as an icon file', () => {
    const icon = publicFile('favicon.ico');
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect(icon.readUInt16LE(0)).toBe(0);
    expect(icon.readUInt16LE(2)).toBe(1);
    expect(icon.readUInt16LE(4)).toBeGreaterThan(0);
    const size = icon.readUInt32LE(14);
    const offset = icon.readUInt32LE(18);
    expect(offset + size).toBe(icon.length);
  });

  it('ships /robots.txt that keeps crawlers out of the API only', () => {
    const robots = publicFile('robots.txt').toString('utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});
