import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The worker's template: plain JavaScript, its precache list and version filled in at build time. */
const TEMPLATE = path.join(import.meta.dirname, 'service-worker-template.js');

/** Files of public/ the installed app needs offline: the manifest and its icons (not the avatars or og-image). */
const PUBLIC_SHELL = /^(manifest\.webmanifest|favicon\.svg|apple-touch-icon\.png|icon-[\w-]+\.png)$/;

/**
 * The app shell: index.html, every JS and CSS chunk and the typeface's Latin files. The landing page, source
 * maps, the route list and other scripts' fonts (Cyrillic, Greek, Vietnamese) stay out.
 */
export function isShellFile(fileName: string): boolean {
  if (fileName === 'index.html') return true;
  if (!fileName.startsWith('assets/')) return false;
  if (/\.(js|css)$/.test(fileName)) return true;
  return /\.woff2$/.test(fileName) && /latin/.test(fileName) && !/latin-ext/.test(fileName);
}

/** The worker's source: the template with the list of URLs and a version that changes with any of them. */
export function serviceWorkerSource(template: string, urls: string[], contents: string[]): string {
  const version = createHash('sha256').update(urls.join('\n')).update(contents.join('\n')).digest('hex');
  return template
    .replace('self.__PRECACHE__', JSON.stringify(urls))
    .replace('self.__VERSION__', JSON.stringify(version.slice(0, 12)));
}

/**
 * Writes sw.js beside index.html (decision 026): a small hand-written worker that precaches the app shell,
 * answers navigations with the cached index.html when the network is gone and never caches /api.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'pathwise:service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const shell = Object.keys(bundle).filter(isShellFile).sort();
      const publicFiles = publicDir
        ? readdirSync(publicDir)
            .filter((name) => PUBLIC_SHELL.test(name))
            .sort()
        : [];
      // Hashed names change with their content; index.html and the public files are read whole.
      const contents = [
        readFileSync(path.join(outDir, 'index.html'), 'utf8'),
        ...publicFiles.map((name) => readFileSync(path.join(publicDir, name)).toString('base64')),
      ];
      const urls = [...shell, ...publicFiles].map((fileName) => `/${fileName}`);
      writeFileSync(
        path.join(outDir, 'sw.js'),
        serviceWorkerSource(readFileSync(TEMPLATE, 'utf8'), urls, contents),
      );
    },
  };
}
