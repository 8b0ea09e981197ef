import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id with OWASP's minimum: 19 MiB, 2 iterations, 1 lane. */
// 2 = Algorithm.Argon2id (a const enum that isolated modules cannot import).
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Each hash holds 19 MiB while it runs, and libuv would run four at once. One at a time: a burst of
 * logins then adds 19 MiB to the server's memory instead of 38 (two at a time) or 76, and leaves the
 * second core to everything else the server answers meanwhile. The burst itself takes longer (hashing
 * is CPU-bound); a single login does not (docs/benchmarks.md, Load).
 */
const hashing = pLimit(1);

export const hashPassword = (password: string) => hashing(() => hash(password, options));

/** A hash of a random password, verified against when the account doesn't exist (equal timing). */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-timing-equaliser');
    const dummy = await dummyHash;
    await hashing(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  return hashing(() => verify(storedHash, password)).catch(() => false);
}
