import type { PGlite } from '@electric-sql/pglite';

/** Disk full (53100), I/O error (58030) and the messages of a failed write to the data files or the WAL. */
const DISK_FAILURE = /could not (write|extend|fsync)|no space left on device|input\/output error/i;

function isDiskFailure(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '53100' || code === '58030' || (typeof message === 'string' && DISK_FAILURE.test(message));
}

type Protocol = Pick<PGlite, 'execProtocol' | 'execProtocolStream' | 'execProtocolRaw'>;

/**
 * After a failed write to its files (a full disk), embedded PostgreSQL cannot go on: the next
 * statement spins in WebAssembly and freezes the whole process, health checks included. So the
 * first such failure stops the database: every later statement fails at once with an error the API
 * answers 503 (and /api/ready false) until the server is restarted with space again; /api/health answers 503
 * too, so a liveness probe restarts it. Returns what stopped it, once it has.
 */
export function stopAfterDiskFailure(client: PGlite): () => Error | undefined {
  const protocol = client as unknown as Protocol;
  let stopped: Error | undefined;
  const watch =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      if (stopped) throw stopped;
      try {
        return await run(...args);
      } catch (error) {
        if (isDiskFailure(error))
          stopped = Object.assign(
            new Error(
              `The embedded database stopped after a failed write (${(error as Error).message}). ` +
                'Free space in DATA_DIR and restart the server.',
            ),
            { code: '58030', cause: error },
          );
        throw error;
      }
    };
  protocol.execProtocol = watch(protocol.execProtocol.bind(client));
  protocol.execProtocolStream = watch(protocol.execProtocolStream.bind(client));
  protocol.execProtocolRaw = watch(protocol.execProtocolRaw.bind(client));
  return () => stopped;
}
