import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB, 2 iterations, 1 lane. */
// 2 = Algorithm.Argon2id (a const enum that isolated modules cannot import).
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

/** A hash of a random password, verified against when the account doesn't exist (equal timing). */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
