import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of at start-up. For heavy packages only some calls
 * need (pdfkit and qrcode for certificates, nodemailer with SMTP): each costs 10–30 MB of the
 * server's memory once loaded, and most processes never load them. Type it with `import type Pkg from 'pkg'` and `typeof Pkg`.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
