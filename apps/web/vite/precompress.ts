import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Writes `file`.br and `file`.gz beside it (smaller files are left alone: the headers would outweigh them). */
export function writeCompressed(file: string): void {
  const source = readFileSync(file);
  if (source.length < 1024) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}

/**
 * Writes .br and .gz beside every text file of the browser build: the server sends them as they are
 * (@fastify/static preCompressed), so nothing is compressed per request and the best ratio is used.
 */
export function precompress(): Plugin {
  return {
    name: 'pathwise:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (/\.(js|css|html|svg|json)$/.test(fileName))
          writeCompressed(path.join(options.dir ?? 'dist', fileName));
      }
    },
  };
}
