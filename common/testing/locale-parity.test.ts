import { describe, expect, it } from 'vitest';
import {
  addTexts,
  emptyTexts,
  missingKeys,
  placeholderMismatches,
  type LocaleTexts,
} from './locale-parity';

const locales = (trees: Record<string, unknown>, groupPlurals = false) =>
  new Map(
    Object.entries(trees).map(([language, tree]): [string, LocaleTexts] => [
      language,
      addTexts(tree, new Map(), { prefix: 'ns', groupPlurals }),
    ]),
  );

describe('locale parity checks', () => {
  it('name a key one language lacks', () => {
    const found = missingKeys(locales({ en: { a: { b: 'x', c: 'y' } }, zh: { a: { b: 'x' } } }));
    expect(found).toEqual(['zh: ns:a.c']);
  });

  it('compare plural texts, not their forms, when asked to', () => {
    const trees = { en: { n_one: 'one', n_other: 'many' }, zh: { n_other: '多' } };
    expect(missingKeys(locales(trees))).toEqual(['zh: ns:n_one']);
    expect(missingKeys(locales(trees, true))).toEqual([]);
  });

  it('name an empty or non-string value', () => {
    expect(emptyTexts(locales({ es: { a: ' ', b: 3, c: 'ok' } }))).toEqual([
      'es: ns:a',
      'es: ns:b',
    ]);
  });

  it('name a text whose placeholders differ from English, formats aside', () => {
    const found = placeholderMismatches(
      locales({
        en: { a: 'Via {{via, the}} to {{to}}', b: '{{n}} days' },
        es: { a: 'Por {{via}} a {{to}}', b: '{{count}} días' },
      }),
      'en',
    );
    expect(found).toEqual(['es: ns:b has {count}, en has {n}']);
  });
});
