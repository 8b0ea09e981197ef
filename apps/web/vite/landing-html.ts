/**
 * Turns the SPA's built index.html into the prerendered landing page: its head (stylesheet, icons, Open Graph)
 * with the landing page's own title, description and scripts, and a body of the server-rendered markup.
 * Each edit must find its target exactly once, so a change to index.html fails the build instead of
 * producing a page without, say, its stylesheet.
 */
export interface LandingParts {
  /** react-dom/server's markup of the page, for #root. */
  markup: string;
  title: string;
  description: string;
  /** Runs before the first paint (the logged-in visitor's redirect). */
  inlineScript: string;
  /** Public URLs: the entry module and every module it imports statically. */
  entry: string;
  preloads: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces the one match of `pattern`; `edit` gets the match and its groups. `where` names the page edited. */
export function editOnce(
  html: string,
  pattern: RegExp,
  what: string,
  edit: (...match: string[]) => string,
  where = 'index.html',
): string {
  const found = html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `Prerendering the landing page: expected one ${what} in ${where}, found ${String(found)}.`,
    );
  }
  return html.replace(pattern, (...match: string[]) => edit(...match));
}

const metaContent = (attribute: string) => new RegExp(`(<meta\\s+${attribute}\\s+content=")[^"]*(")`);

export function buildLandingHtml(indexHtml: string, parts: LandingParts): string {
  const title = escapeHtml(parts.title);
  const description = escapeHtml(parts.description);
  const setContent = (value: string) => (_match: string, before: string, after: string) =>
    `${before}${value}${after}`;

  // The SPA's own entry and preloads go; its stylesheet stays (one cached file for every page): the critical CSS
  // step reads it there, and the loader asks for it after the first paint.
  let html = indexHtml
    .replace(/\s*<script type="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  let stylesheet = '';
  html = editOnce(html, /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/, 'stylesheet', (link, href) => {
    stylesheet = href;
    return link;
  });
  html = editOnce(
    html,
    /<meta charset="UTF-8" \/>/,
    'charset',
    (meta) => `${meta}\n    <script>${parts.inlineScript}</script>`,
  );
  html = editOnce(html, /<title>[^<]*<\/title>/, '<title>', () => `<title>${title}</title>`);
  html = editOnce(html, metaContent('name="description"'), 'meta description', setContent(description));
  html = editOnce(html, metaContent('property="og:title"'), 'og:title', setContent(title));
  html = editOnce(html, metaContent('property="og:description"'), 'og:description', setContent(description));
  return editOnce(
    html,
    /<body>[\s\S]*<\/body>/,
    '<body>',
    () =>
      `<body>\n    <div id="root">${parts.markup}</div>\n    <script>${scriptLoader(parts.entry, parts.preloads, stylesheet)}</script>\n  </body>`,
  );
}

/**
 * The page's scripts and its whole stylesheet, asked for once the page has painted (decision 033): one frame,
 * then one task, after the whole markup is parsed. The page reads and works without them (links, anchors; its
 * inline rules lay it out as the stylesheet does), so its first paint waits for nothing but the HTML; they make
 * it interactive right after. A hidden tab has no frames: it asks at once. Plain ES5 with no attributes on its
 * tag, so the server's CSP hash allows it like the page's other inline scripts.
 */
export function scriptLoader(entry: string, preloads: string[], stylesheet: string): string {
  const urls = JSON.stringify([entry, ...preloads]);
  return (
    `(function(){var u=${urls},s=${JSON.stringify(stylesheet)};function load(){` +
    // CORS mode, as the SPA's own <link crossorigin> asks for it: one cached copy serves both pages.
    `var c=document.createElement('link');c.rel='stylesheet';c.href=s;c.crossOrigin='anonymous';document.head.appendChild(c);` +
    `u.forEach(function(url,i){` +
    `var e=document.createElement(i?'link':'script');if(i){e.rel='modulepreload';e.href=url}else{e.type='module';e.src=url}` +
    `e.crossOrigin='anonymous';document.head.appendChild(e)})}` +
    `if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)})})()`
  );
}
