import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { editOnce } from './landing-html.ts';

/**
 * Inlines the rules the prerendered landing page uses in a <style>, so the page paints with the HTML
 * instead of after a second round trip (decision 021). The whole stylesheet is asked for by the page's
 * loader after the first paint (decision 033, see withoutEagerStylesheet below); <noscript> keeps the link
 * as it was for browsers without JavaScript.
 * `outDir` is where the link's href is found (dist).
 */
export async function inlineCriticalCss(html: string, outDir: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'media-script',
    // The whole stylesheet is one cached file for every page (the SPA's too): it stays as it is.
    pruneSource: false,
    // Beasties cannot see a family named through var(--font-sans): the typeface is handled below.
    fonts: false,
    // Rules Beasties cannot match against the markup but the page uses: Tailwind's space-y/space-x/divide
    // children (:where(.space-y-2 > :not(:last-child))), which its pseudo-class stripping empties, and the
    // keyframes of animations named through custom properties (animate-pulse, animate-ping). Without them the
    // page's spacing and animations change when the whole stylesheet applies, and the browser lays the page
    // out again after the first paint.
    allowRules: [/^:where\(/, /^:is\(/, '[id]'],
    keyframes: 'all',
    logLevel: 'warn',
  });
  const result = await beasties.process(html);
  if (!result.includes('<style>'))
    throw new Error('Prerendering the landing page: no critical CSS was inlined.');
  return withoutEagerStylesheet(inlineTypeface(result, outDir));
}

/**
 * Beasties' non-blocking link (media="print", switched to all by its script) is still fetched as the HTML is
 * parsed, and when it arrives before the first paint, that paint is measured as waiting for it. The page's
 * loader asks for the stylesheet after the first paint instead (landing-html.ts, decision 033): the link and its
 * script go, and <noscript> keeps the plain link for a browser without JavaScript.
 */
function withoutEagerStylesheet(html: string): string {
  const dropped = (page: string, pattern: RegExp, what: string) =>
    editOnce(page, pattern, what, () => '', "Beasties' output");
  return dropped(
    dropped(html, /<link rel="stylesheet"[^>]*\bmedia="print"[^>]*>/, 'deferred stylesheet link'),
    /<script>[^<]*data-beasties-media[^<]*<\/script>/,
    'stylesheet switching script',
  );
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"/;
const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * The shipped typeface (decision 023) on the landing page: its @font-face rules (Inter and its metric-matched
 * fallback) go first in the inline <style>, so the first layout knows them. The woff2 is not preloaded
 * (decision 033): the page paints in the fallback, which has Inter's width and line box, and the face is
 * fetched as the text is laid out. A stylesheet without @font-face is left as it is.
 */
export function inlineTypeface(html: string, outDir: string): string {
  const href = STYLESHEET.exec(html)?.[1];
  if (!href) return html;
  const css = readFileSync(path.join(outDir, href.replace(/^\//, '')), 'utf8');
  const faces = css.match(FONT_FACE) ?? [];
  if (faces.length === 0) return html;
  return html.replace('<style>', `<style>${faces.join('')}`);
}
