import path from 'node:path';
import type { Config } from '../config/env';
import { openDatabase, type DatabaseHandle } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { isDatabaseUnavailable } from './errors';

/** A start-up failure told in one line (no stack): what failed and what to do. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** "CODE: first line of the message" of an error and its causes, never a stack. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    const line = typeof message === 'string' ? message.split('\n')[0]!.trim() : '';
    const text = [typeof code === 'string' && !line.includes(code) ? code : '', line]
      .filter(Boolean)
      .join(': ');
    if (text && !parts.some((part) => part.includes(text))) parts.push(text);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' (') + ')'.repeat(Math.max(0, parts.length - 1)) || String(error);
}

/** host:port/database of a DATABASE_URL, never its password. */
export function databaseLocation(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the database for the server: PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL, which is
 * tried DATABASE_CONNECT_ATTEMPTS times while it is unreachable (a database that starts with the
 * app, or restarts), waiting DATABASE_CONNECT_BACKOFF_MS and doubling up to 8 times that. `notify`
 * hears one line per retry. Anything else, or the last attempt, throws a StartupError of one line.
 */
export async function openDatabaseAtStart(
  config: Pick<
    Config,
    'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_CONNECT_ATTEMPTS' | 'DATABASE_CONNECT_BACKOFF_MS'
  >,
  notify: (line: string) => void,
): Promise<DatabaseHandle> {
  const url = config.DATABASE_URL;
  if (!url) {
    try {
      return await openDatabase({ dataDir: config.DATA_DIR });
    } catch (error) {
      if (error instanceof DataDirLockedError) throw new StartupError(error.message);
      throw new StartupError(
        `Cannot open the embedded database in DATA_DIR (${path.resolve(config.DATA_DIR)}): ${describeError(error)}. ` +
          'DATA_DIR must be a folder this user can write, holding a Pathwise database or nothing; or set DATABASE_URL.',
      );
    }
  }
  const where = databaseLocation(url);
  const attempts = config.DATABASE_CONNECT_ATTEMPTS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openDatabase({ databaseUrl: url, dataDir: config.DATA_DIR });
    } catch (error) {
      if (!isDatabaseUnavailable(error))
        throw new StartupError(
          `Cannot use the database at ${where}: ${describeError(error)}. Check DATABASE_URL.`,
        );
      if (attempt >= attempts)
        throw new StartupError(
          `Cannot reach the database at ${where} after ${attempts} attempts: ${describeError(error)}. ` +
            'Check DATABASE_URL and that PostgreSQL is running and accepts connections.',
        );
      const wait = Math.min(
        config.DATABASE_CONNECT_BACKOFF_MS * 2 ** (attempt - 1),
        config.DATABASE_CONNECT_BACKOFF_MS * 8,
      );
      notify(
        `The database at ${where} is not reachable (${describeError(error)}); attempt ${attempt} of ${attempts}, trying again in ${wait} ms.`,
      );
      await sleep(wait);
    }
  }
}
