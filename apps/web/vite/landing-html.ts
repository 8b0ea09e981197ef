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

/** Replaces the one match of `pattern`; `edit` gets the match and its groups. */
function editOnce(html: string, pattern: RegExp, what: string, edit: (...match: string[]) => string): string {
  const found = html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `Prerendering the landing page: expected one ${what} in index.html, found ${String(found)}.`,
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
  const scripts = [
    `<script type="module" crossorigin src="${parts.entry}"></script>`,
    ...parts.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];

  // The SPA's own entry and preloads go; its stylesheet stays (one cached file for every page).
  let html = indexHtml
    .replace(/\s*<script type="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  html = editOnce(html, /<link rel="stylesheet"[^>]*>/, 'stylesheet', (link) => link);
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
  html = editOnce(html, /<\/head>/, '</head>', (end) => `  ${scripts.join('\n    ')}\n  ${end}`);
  return editOnce(
    html,
    /<body>[\s\S]*<\/body>/,
    '<body>',
    () => `<body>\n    <div id="root">${parts.markup}</div>\n  </body>`,
  );
}
