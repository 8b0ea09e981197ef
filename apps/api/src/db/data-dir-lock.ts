import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds a data folder: written into the lock file, printed to a process that is refused. */
interface Holder {
  pid: number;
  hostname: string;
  startedAt: string;
  /** This holder alone: a later process with the same PID (the usual case in a container) writes another. */
  token?: string;
}

/** The holder touches the lock file this often; its modification time is its heartbeat. */
export const LOCK_HEARTBEAT_MS = 2_000;
/** A lock not touched for this long is left by a process that is gone, wherever it ran and whatever its PID. */
export const LOCK_STALE_MS = 10_000;

export class DataDirLockedError extends Error {
  constructor(dir: string, holder: Holder | undefined) {
    const who = holder
      ? `process ${holder.pid} on ${holder.hostname}, started ${holder.startedAt}`
      : 'another process (its lock file is unreadable)';
    super(
      `The data folder ${dir} is in use by ${who}. One process owns an embedded database: stop it first, ` +
        `or run several instances on PostgreSQL (set DATABASE_URL). A lock its holder stops refreshing is taken ` +
        `over ${String(LOCK_STALE_MS / 1000)} s later, so a server that crashed does not need it deleted by hand.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE = 'server.lock';

function readHolder(file: string): Holder | undefined {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (
      typeof value.pid === 'number' &&
      typeof value.hostname === 'string' &&
      typeof value.startedAt === 'string'
    )
      return {
        pid: value.pid,
        hostname: value.hostname,
        startedAt: value.startedAt,
        ...(typeof value.token === 'string' ? { token: value.token } : {}),
      };
  } catch {
    // A missing or half-written file reads as no holder.
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The locks this process holds: a lock with our PID and another token was written by an earlier process. */
const heldHere = new Set<string>();

/** How long ago the holder last touched the lock file (its heartbeat); Infinity when it is gone. */
function heartbeatAge(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

/**
 * A lock left by a process that is gone (kill -9, a crash, a power cut). On this machine: a holder whose PID is
 * ours (a container's server is PID 1 each time it starts, so the lock's writer was an earlier process) or a dead
 * one. Anywhere, and for a PID now used by an unrelated process: a heartbeat older than LOCK_STALE_MS.
 */
function isStale(holder: Holder | undefined, file: string): boolean {
  if (holder?.token && heldHere.has(holder.token)) return false;
  if (holder && holder.hostname === os.hostname()) {
    if (holder.pid === process.pid || !isAlive(holder.pid)) return true;
  }
  return heartbeatAge(file) > LOCK_STALE_MS;
}

function tryCreate(file: string, holder: Holder): boolean {
  try {
    writeFileSync(file, JSON.stringify(holder), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the data folder for this process, or throws DataDirLockedError naming the holder. Two
 * servers on one PGlite folder each see only their own writes and lose acknowledged data, so a
 * second one must not start. The lock file is created exclusively; one left by a dead process on
 * this machine is moved aside (rename is atomic, so of two starters only one takes it over).
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const me = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(file, me)) return keepAlive(file, me);
    const holder = readHolder(file);
    if (!isStale(holder, file)) throw new DataDirLockedError(dir, holder);
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue; // Another starter moved it first: try again, and meet its lock.
    }
    const moved = readHolder(aside);
    if (moved?.token !== holder?.token || moved?.pid !== holder?.pid) {
      // Between our read and the rename another starter took the folder: give its lock back.
      renameSync(aside, file);
      throw new DataDirLockedError(dir, moved);
    }
    unlinkSync(aside);
  }
  throw new DataDirLockedError(dir, readHolder(file));
}

/** Touches the lock while this process holds it; returns the release function. */
function keepAlive(file: string, me: Holder & { token: string }): () => void {
  heldHere.add(me.token);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // Gone (the folder was removed): nothing to keep alive.
    }
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  return () => {
    clearInterval(heartbeat);
    heldHere.delete(me.token);
    if (readHolder(file)?.token !== me.token) return;
    try {
      unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
