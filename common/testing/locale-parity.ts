// The checks both sides' translation tests make (client/src/locales/locales.test.ts and
// server/src/locales/locales.test.ts): every text in every language, non-empty, with English's
// {{placeholders}}. Pure: each test reads its own files.

/** A language's texts: key -> its values (one, or a plural key's forms). */
export type LocaleTexts = Map<string, unknown[]>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Adds every leaf of a nested resource object to `out` as 'prefix:a.b.c' (or 'a.b.c' without a
 * prefix). With `groupPlurals`, a plural key's forms share one entry: languages have different
 * plural forms (en one/other, zh other), so parity is per text, not per form.
 */
export function addTexts(
  tree: unknown,
  out: LocaleTexts,
  { prefix = '', groupPlurals = false }: { prefix?: string; groupPlurals?: boolean } = {},
): LocaleTexts {
  const visit = (node: unknown, path: string) => {
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) visit(value, path ? `${path}.${key}` : key);
      return;
    }
    const key = groupPlurals ? path.replace(PLURAL_SUFFIX, '') : path;
    const id = prefix ? `${prefix}:${key}` : key;
    out.set(id, [...(out.get(id) ?? []), node]);
  };
  visit(tree, '');
  return out;
}

/** 'language: key' for each key some language has and this one lacks. */
export function missingKeys(locales: ReadonlyMap<string, LocaleTexts>): string[] {
  const allKeys = new Set([...locales.values()].flatMap((texts) => [...texts.keys()]));
  return [...locales].flatMap(([language, texts]) =>
    [...allKeys].filter((key) => !texts.has(key)).map((key) => `${language}: ${key}`),
  );
}

/** 'language: key' for each value that is not a non-empty string. */
export function emptyTexts(locales: ReadonlyMap<string, LocaleTexts>): string[] {
  return [...locales].flatMap(([language, texts]) =>
    [...texts]
      .filter(([, values]) => values.some((v) => typeof v !== 'string' || v.trim() === ''))
      .map(([key]) => `${language}: ${key}`),
  );
}

/** The variables of a text's {{placeholders}}, formats left out ('{{via, the}}' is 'via'). */
export function placeholderNames(values: readonly unknown[] | undefined): string {
  const names = (values ?? []).flatMap((value) =>
    typeof value === 'string'
      ? [...value.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1] ?? '')
      : [],
  );
  return [...new Set(names)].sort().join(',');
}

/** A line for each text whose placeholders differ from the `reference` language's. */
export function placeholderMismatches(
  locales: ReadonlyMap<string, LocaleTexts>,
  reference: string,
): string[] {
  const expectedTexts = locales.get(reference) ?? new Map<string, unknown[]>();
  return [...locales].flatMap(([language, texts]) =>
    [...texts].flatMap(([key, values]) => {
      const expected = placeholderNames(expectedTexts.get(key));
      const actual = placeholderNames(values);
      return expected === actual
        ? []
        : [`${language}: ${key} has {${actual}}, ${reference} has {${expected}}`];
    }),
  );
}
