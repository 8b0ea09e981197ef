import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id with OWASP's minimum: 19 MiB, 2 iterations, 1 lane. */
// 2 = Algorithm.Argon2id (a const enum that isolated modules cannot import).
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Each hash holds 19 MiB while it runs, and libuv would run four at once: a burst of logins then costs
 * ~76 MiB of memory for no gain, since hashing is CPU-bound and this server plans for 2 cores. Two at a
 * time keeps the throughput and halves the peak (docs/benchmarks.md, Load).
 */
const hashing = pLimit(2);

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
