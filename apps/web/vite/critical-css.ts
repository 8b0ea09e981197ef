import Beasties from 'beasties';

/**
 * Inlines the rules the prerendered landing page uses in a <style> and loads the whole stylesheet
 * without blocking the first paint (decision 021): over a slow mobile link the page paints with the
 * HTML instead of after a second round trip. The stylesheet link becomes media="print" and one inline
 * script (no attributes, so the server's CSP hash allows it, as it does the page's other inline script)
 * switches it to all media; <noscript> keeps the link as it was for browsers without JavaScript.
 * `outDir` is where the link's href is found (dist).
 */
export async function inlineCriticalCss(html: string, outDir: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'media-script',
    // The whole stylesheet is one cached file for every page (the SPA's too): it stays as it is.
    pruneSource: false,
    logLevel: 'warn',
  });
  const result = await beasties.process(html);
  if (!result.includes('<style>'))
    throw new Error('Prerendering the landing page: no critical CSS was inlined.');
  return result;
}
