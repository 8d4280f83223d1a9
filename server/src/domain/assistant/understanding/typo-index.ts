import type { CountryCode } from '@common/country-codes';
import { boundedDamerauLevenshtein } from './damerau-levenshtein';

export type TypoMatch = { key: string; code: CountryCode };

/** Terms shorter than this are codes or too close to ordinary words to guess at. */
export const MIN_TYPO_LENGTH = 4;

/** One edit for 4–6 letter terms, two from 7 letters. */
export function allowedEdits(termLength: number): number {
  return termLength >= 7 ? 2 : 1;
}

/**
 * Country terms bucketed by first letter and length, so a lookup compares a word with the few
 * dozen terms that could be within two edits of it instead of all 4,000. Built once.
 */
export class TypoIndex {
  private readonly buckets = new Map<string, TypoMatch[]>();

  /** `secondary` terms (demonyms) lose ties to other terms of the same country. */
  constructor(
    terms: ReadonlyMap<string, CountryCode>,
    private readonly secondary: ReadonlySet<string> = new Set(),
  ) {
    for (const [key, code] of terms) {
      if (key.length < MIN_TYPO_LENGTH || !/^[a-z]+(?: [a-z]+)*$/.test(key)) continue;
      const bucketKey = `${key[0]}${key.length}`;
      const bucket = this.buckets.get(bucketKey);
      if (bucket) bucket.push({ key, code });
      else this.buckets.set(bucketKey, [{ key, code }]);
    }
  }

  /**
   * The term is closest to `word` within the allowed edits, assuming the first
   * letter is right. undefined when nothing is close enough or two countries tie.
   */
  find(word: string): TypoMatch | undefined {
    if (word.length < MIN_TYPO_LENGTH) return undefined;
    let best: TypoMatch | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    let tied = false;
    for (let length = word.length - 2; length <= word.length + 2; length++) {
      const bucket = this.buckets.get(`${word[0]}${length}`);
      if (!bucket) continue;
      for (const entry of bucket) {
        const { key } = entry;
        const max = allowedEdits(key.length);
        if (Math.abs(key.length - word.length) > max) continue;
        const distance = boundedDamerauLevenshtein(word, key, max);
        if (distance > max || distance > bestDistance) continue;
        if (distance < bestDistance) {
          best = entry;
          bestDistance = distance;
          tied = false;
        } else if (entry.code !== best?.code) {
          tied = true;
        } else if (best && this.secondary.has(best.key) && !this.secondary.has(key)) {
          best = entry;
        }
      }
    }
    return tied ? undefined : best;
  }
}
