import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineCriticalCss } from '../critical-css';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-critical-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const css = '.hero{color:red}.unused-dialog{color:blue}@media (min-width:40rem){.hero{font-size:3rem}}';
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>window.__ran=1</script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><main><h1 class="hero">Learn</h1></main></div>
  </body>
</html>`;

describe('the landing page critical CSS', () => {
  mkdirSync(path.join(outDir, 'assets'));
  writeFileSync(path.join(outDir, 'assets/index-abc.css'), css);

  it('inlines the rules the page uses and leaves the stylesheet to the loader, <noscript> aside', async () => {
    const html = await inlineCriticalCss(page, outDir);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('.hero{color:red}');
    expect(style).toContain('@media (min-width:40rem){.hero{font-size:3rem}}');
    expect(style).not.toContain('unused-dialog');
    // Nothing fetches the stylesheet as the HTML is parsed (the page's loader asks for it after the first
    // paint), except for a browser without JavaScript.
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></noscript>',
    );
    expect(html).not.toContain('data-beasties-media');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual(['window.__ran=1']);
    // The stylesheet itself is untouched: the SPA's pages use it whole.
    expect(readFileSync(path.join(outDir, 'assets/index-abc.css'), 'utf8')).toBe(css);
    // No @font-face in the stylesheet: nothing is added for a typeface.
    expect(html).not.toContain('@font-face');
  });

  it('keeps the rules whose selectors Beasties cannot match: the page must not change when the stylesheet applies', async () => {
    // Tailwind's children variants and space-y utilities, the [id] scroll margin, an animation named through a
    // custom property: each styles the markup below, and each was left out before (the page's spacing, the
    // hero's grid and the skeletons' pulse changed, and the browser laid the page out again, once it arrived).
    const rules = [
      ':where(.space-y-2>:not(:last-child)){margin-block-end:calc(var(--spacing)*2)}',
      ':is(.\\*\\:\\[grid-area\\:1\\/1\\]>*){grid-area:1/1}',
      '[id]{scroll-margin-top:5rem}',
      '@keyframes pulse{50%{opacity:.5}}',
      '.animate-pulse{animation:var(--animate-pulse)}',
    ];
    writeFileSync(path.join(outDir, 'assets/index-where.css'), rules.join(''));
    const markup = `<ul id="steps" class="space-y-2"><li>Read</li><li>Quiz</li></ul>
      <div class="*:[grid-area:1/1]"><p>Hi</p></div><div class="animate-pulse"></div>`;
    const html = await inlineCriticalCss(
      page.replace('index-abc.css', 'index-where.css').replace('<main>', `<main>${markup}`),
      outDir,
    );
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain(':where(.space-y-2>:not(:last-child))');
    expect(style).toContain('grid-area:1/1');
    expect(style).toContain('[id]{scroll-margin-top:5rem}');
    expect(style).toContain('@keyframes pulse');
  });

  it("inlines the typeface's @font-face rules first, and preloads no font (the page paints in the fallback)", async () => {
    const face =
      '@font-face{font-family:Inter Variable;font-display:swap;src:url(/assets/inter-latin-x1.woff2)format("woff2-variations")}';
    const fallback = '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107.12%}';
    writeFileSync(
      path.join(outDir, 'assets/index-font.css'),
      `${face}${fallback}.hero{font-family:var(--font-sans)}`,
    );
    const html = await inlineCriticalCss(page.replace('index-abc.css', 'index-font.css'), outDir);
    expect(html).toContain(`<style>${face}${fallback}`);
    expect(html).not.toContain('rel="preload"');
  });
});
