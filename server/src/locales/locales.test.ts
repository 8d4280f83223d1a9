import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@common/constants';
import { SERVER_TEXTS } from './resources';

// The server's text resources (decision 025) stay complete in every language, like the
// client's (client/src/locales/locales.test.ts). Keys the code uses are checked by the type
// of lib/texts.ts `text()`: a key missing from en does not compile.

const localesDir = path.dirname(fileURLToPath(import.meta.url));

type Flat = Map<string, unknown>;

/** 'a.b.c' -> value for every leaf of a nested resource object. */
function flatten(tree: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (tree !== null && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      flatten(value, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, tree);
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * 'namespace:key' -> the key's values. A plural key groups its forms: languages have different
 * plural forms (en one/other, zh other), so parity is per text, not per form.
 */
function loadLocale(language: string): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  const dir = path.join(localesDir, language);
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    for (const [key, value] of flatten(parsed)) {
      const id = `${path.basename(file, '.json')}:${key.replace(PLURAL_SUFFIX, '')}`;
      out.set(id, [...(out.get(id) ?? []), value]);
    }
  }
  return out;
}

const locales = new Map(SUPPORTED_LANGUAGES.map((language) => [language, loadLocale(language)]));

/** The variables of a text's {{placeholders}}, formats left out ('{{via, the}}' is 'via'). */
function placeholders(values: readonly unknown[] | undefined): string {
  const names = (values ?? []).flatMap((value) =>
    typeof value === 'string'
      ? [...value.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1] ?? '')
      : [],
  );
  return [...new Set(names)].sort().join(',');
}

describe('server text resources', () => {
  it('exist for exactly the supported languages, with the same files', () => {
    const folders = fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...SUPPORTED_LANGUAGES].sort());
    const files = (language: string) => fs.readdirSync(path.join(localesDir, language)).sort();
    for (const language of SUPPORTED_LANGUAGES) expect(files(language)).toEqual(files('en'));
  });

  it('are all loaded by lib/texts.ts', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const files = fs.readdirSync(path.join(localesDir, language)).map((f) => f.slice(0, -5));
      expect(Object.keys(SERVER_TEXTS[language]).sort()).toEqual(files.sort());
    }
  });

  it('have the same keys in every language', () => {
    const allKeys = new Set([...locales.values()].flatMap((flat) => [...flat.keys()]));
    const missing: string[] = [];
    for (const [language, flat] of locales) {
      for (const key of allKeys) if (!flat.has(key)) missing.push(`${language}: ${key}`);
    }
    expect(missing, `Keys missing from some languages:\n${missing.join('\n')}`).toEqual([]);
  });

  it('have only non-empty string values', () => {
    const bad: string[] = [];
    for (const [language, flat] of locales) {
      for (const [key, values] of flat) {
        for (const value of values) {
          if (typeof value !== 'string' || value.trim() === '') bad.push(`${language}: ${key}`);
        }
      }
    }
    expect(bad, `Empty or non-string values:\n${bad.join('\n')}`).toEqual([]);
  });

  it('use the same {{placeholders}} as English', () => {
    const english = locales.get(FALLBACK_LANGUAGE) ?? new Map<string, unknown[]>();
    const mismatched: string[] = [];
    for (const [language, flat] of locales) {
      for (const [key, values] of flat) {
        const expected = placeholders(english.get(key));
        const actual = placeholders(values);
        if (expected !== actual) {
          mismatched.push(`${language}: ${key} has {${actual}}, en has {${expected}}`);
        }
      }
    }
    expect(mismatched, mismatched.join('\n')).toEqual([]);
  });
});
