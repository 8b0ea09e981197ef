import { randomBytes } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so an id read aloud or typed from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 12;

/**
 * A public certificate id such as PW-7K3M9QX2R4TD: 60 random bits, so ids cannot be guessed or
 * enumerated (the verification page is public). Each character takes 5 bits of one random byte.
 */
export function newCertificateId(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(LENGTH);
  let id = 'PW-';
  for (let index = 0; index < LENGTH; index += 1) id += ALPHABET[(bytes[index] ?? 0) & 31];
  return id;
}

const ID_PATTERN = new RegExp(`^PW-[${ALPHABET}]{${LENGTH}}$`);

/**
 * Reads an id as a person may type it: case and stray spaces or dashes ignored, and the letters
 * Crockford maps to digits (O→0, I/L→1) accepted. Null when it cannot be a certificate id.
 */
export function normaliseCertificateId(input: string): string | null {
  const compact = input.trim().toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith('PW')) return null;
  const body = compact.slice(2).replace(/O/g, '0').replace(/[IL]/g, '1');
  const id = `PW-${body}`;
  return ID_PATTERN.test(id) ? id : null;
}
