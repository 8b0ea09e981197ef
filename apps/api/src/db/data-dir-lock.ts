import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds a data folder: written into the lock file, printed to a process that is refused. */
interface Holder {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(dir: string, holder: Holder | undefined) {
    const who = holder
      ? `process ${holder.pid} on ${holder.hostname}, started ${holder.startedAt}`
      : 'another process (its lock file is unreadable)';
    super(
      `The data folder ${dir} is in use by ${who}. One process owns an embedded database: stop it first, ` +
        `or run several instances on PostgreSQL (set DATABASE_URL). If no server is running, delete ${path.join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE = 'server.lock';

function readHolder(file: string): Holder | undefined {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof value.pid === 'number' && typeof value.hostname === 'string' && typeof value.startedAt === 'string')
      return { pid: value.pid, hostname: value.hostname, startedAt: value.startedAt };
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

/** A lock left by a process that died (kill -9, a crash, a power cut) on this machine. */
function isStale(holder: Holder | undefined): boolean {
  if (!holder) return false;
  if (holder.hostname !== os.hostname()) return false;
  return holder.pid !== process.pid && !isAlive(holder.pid);
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
  const me: Holder = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(file, me)) return () => release(file);
    const holder = readHolder(file);
    if (!isStale(holder)) throw new DataDirLockedError(dir, holder);
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue; // Another starter moved it first: try again, and meet its lock.
    }
    const moved = readHolder(aside);
    if (moved?.pid !== holder?.pid) {
      // Between our read and the rename another starter took the folder: give its lock back.
      renameSync(aside, file);
      throw new DataDirLockedError(dir, moved);
    }
    unlinkSync(aside);
  }
  throw new DataDirLockedError(dir, readHolder(file));
}

function release(file: string): void {
  if (readHolder(file)?.pid !== process.pid) return;
  try {
    unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}
