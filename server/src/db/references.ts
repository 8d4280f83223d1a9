import { randomInt } from 'node:crypto';
import { uniqueViolation } from './unique-violation';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const DIGITS = '0123456789';
const REFERENCE_LENGTH = 9;
// 36^9 (or 10^9 for flights) references: a clash is rare enough that a few tries always find
// a free one.
export const REFERENCE_ATTEMPTS = 5;

function draw(alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** `prefix` and 9 characters of A-Z0-9 from the CSPRNG, so references cannot be guessed. */
export function newReference(prefix = ''): string {
  return prefix + draw(ALPHANUMERIC, REFERENCE_LENGTH);
}

/** product.md §1.4: 'FL' + 9 random digits + 'AB'. */
export function newFlightReference(): string {
  return `FL${draw(DIGITS, REFERENCE_LENGTH)}AB`;
}

/**
 * Runs `insert` with fresh references until one is free. The reference is the only unique
 * value the caller chooses (ids are random uuids too), so a unique violation means a clash.
 */
export async function insertWithFreshReference<T>(
  newRef: () => string,
  insert: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(newRef());
    } catch (error) {
      if (uniqueViolation(error) === undefined || attempt >= REFERENCE_ATTEMPTS) throw error;
    }
  }
}
