import { describe, expect, it } from 'vitest';
import { buildLandingHtml, scriptLoader, type LandingParts } from '../landing-html';

// The shape of the SPA's built index.html (apps/web/index.html after `vite build`).
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Pathwise — AI-powered personalised learning</title>
    <meta
      name="description"
      content="The SPA's description"
    />
    <meta property="og:title" content="Pathwise — AI-powered personalised learning" />
    <meta
      property="og:description"
      content="The SPA's description"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><header>static header</header></div>
    <noscript>Pathwise needs JavaScript to run.</noscript>
  </body>
</html>`;

const parts: LandingParts = {
  markup: '<main><h1>Build "real" things & ship $5 projects</h1></main>',
  title: 'Pathwise — learn',
  description: 'Plans & tutors for "everyone" <3',
  inlineScript: 'window.__ran=1',
  entry: '/assets/landing-xyz.js',
  preloads: ['/assets/react-dom-abc.js', '/assets/landing-page-xyz.js'],
};

describe('the prerendered landing page built from index.html', () => {
  const html = buildLandingHtml(indexHtml, parts);

  it("swaps the SPA's scripts for a loader of the landing entry, its imports and the stylesheet", () => {
    expect(html).not.toContain('/assets/index-abc.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    // Nothing in the markup fetches a script: only the loader, the last thing in the body, asks for them.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(
      /<\/div>\n {4}<script>\(function\(\)\{var u=\["\/assets\/landing-xyz\.js",[^<]*,s="\/assets\/index-abc\.css";[^<]*<\/script>\n {2}<\/body>/,
    );
  });

  it('asks for the scripts after the first frame has painted, or at once in a hidden tab', () => {
    const run = (visibilityState: 'visible' | 'hidden') => {
      const added: Record<string, string>[] = [];
      const frames: (() => void)[] = [];
      const tasks: (() => void)[] = [];
      const document = {
        visibilityState,
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: Record<string, string>) => added.push(element) },
      };
      // Runs the loader as the page would, with these three in place of the browser's.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const loader = new Function(
        'document',
        'requestAnimationFrame',
        'setTimeout',
        scriptLoader(parts.entry, parts.preloads, '/assets/index-abc.css'),
      ) as (...browser: unknown[]) => void;
      loader(
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => tasks.push(callback),
      );
      return { added, frames, tasks };
    };

    const visible = run('visible');
    expect(visible.added).toEqual([]);
    visible.frames.forEach((frame) => frame());
    // The frame itself paints first: the scripts are asked for in the task after it.
    expect(visible.added).toEqual([]);
    visible.tasks.forEach((task) => task());
    expect(visible.added).toEqual([
      // The whole stylesheet too: the inline rules painted the page.
      { tag: 'link', rel: 'stylesheet', href: '/assets/index-abc.css', crossOrigin: 'anonymous' },
      { tag: 'script', type: 'module', src: '/assets/landing-xyz.js', crossOrigin: 'anonymous' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/react-dom-abc.js', crossOrigin: 'anonymous' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/landing-page-xyz.js', crossOrigin: 'anonymous' },
    ]);

    const hidden = run('hidden');
    expect(hidden.frames).toEqual([]);
    expect(hidden.added).toHaveLength(4);
  });

  it('runs the inline script first in the head, before the stylesheet', () => {
    expect(html.indexOf('<script>window.__ran=1</script>')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('<script>window.__ran=1</script>')).toBeLessThan(html.indexOf('<title>'));
  });

  it('writes the title and description, escaped, into the head and the Open Graph tags', () => {
    expect(html).toContain('<title>Pathwise — learn</title>');
    expect(html.match(/content="Plans &amp; tutors for &quot;everyone&quot; &lt;3"/g)).toHaveLength(2);
    expect(html).toContain('<meta property="og:title" content="Pathwise — learn" />');
    expect(html).not.toContain("The SPA's description");
  });

  it('puts the markup as it is into #root and drops the SPA body', () => {
    expect(html).toContain(`<div id="root">${parts.markup}</div>`);
    expect(html).not.toContain('static header');
    expect(html).not.toContain('<noscript>');
  });

  it('fails the build when index.html lost something it edits', () => {
    expect(() => buildLandingHtml(indexHtml.replace(/<title>.*<\/title>/, ''), parts)).toThrow(
      /expected one <title>/,
    );
    expect(() => buildLandingHtml(indexHtml.replace(/<link rel="stylesheet"[^>]*>/, ''), parts)).toThrow(
      /stylesheet/,
    );
  });
});
