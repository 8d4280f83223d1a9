import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@common/constants';

const localesDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.dirname(localesDir);

type Flat = Map<string, unknown>;

/** 'a.b.c' -> value for every leaf of a nested translation object. */
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

function loadLocale(language: string): Flat {
  const file = path.join(localesDir, language, 'translation.json');
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  return flatten(parsed);
}

const locales = new Map(SUPPORTED_LANGUAGES.map((language) => [language, loadLocale(language)]));

function placeholders(value: unknown): string[] {
  return typeof value === 'string'
    ? [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort()
    : [];
}

describe('translation files', () => {
  it('exist for exactly the supported languages', () => {
    const folders = fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...SUPPORTED_LANGUAGES].sort());
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
      for (const [key, value] of flat) {
        if (typeof value !== 'string' || value.trim() === '') bad.push(`${language}: ${key}`);
      }
    }
    expect(bad, `Empty or non-string values:\n${bad.join('\n')}`).toEqual([]);
  });

  it('use the same {{placeholders}} as English', () => {
    const english = locales.get(FALLBACK_LANGUAGE) ?? new Map();
    const mismatched: string[] = [];
    for (const [language, flat] of locales) {
      for (const [key, value] of flat) {
        const expected = placeholders(english.get(key)).join(',');
        const actual = placeholders(value).join(',');
        if (expected !== actual)
          mismatched.push(`${language}: ${key} has {${actual}}, en has {${expected}}`);
      }
    }
    expect(mismatched, mismatched.join('\n')).toEqual([]);
  });
});

describe('keys used in source', () => {
  // t('a.b'), i18nKey="a.b" and label tables such as { labelKey: 'a.b' }.
  const keyPatterns = [
    /\bt\(\s*['"]([^'"]+)['"]/g,
    /\bi18nKey=\{?\s*['"]([^'"]+)['"]/g,
    /\b\w*Key:\s*['"]([\w-]+(?:\.[\w-]+)+)['"]/g,
  ];

  const sourceFiles = fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

  const usages = sourceFiles.flatMap((file) => {
    const text = fs.readFileSync(path.join(srcDir, file), 'utf8');
    return keyPatterns.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => ({ file, key: match[1] ?? '' })),
    );
  });

  it('finds key usages to check', () => {
    expect(usages.length).toBeGreaterThan(0);
  });

  it('exist in English', () => {
    const english = locales.get(FALLBACK_LANGUAGE) ?? new Map();
    const missing = usages
      // A plural key is stored as key_one, key_other… (i18next picks one by `count`).
      .filter(({ key }) => !english.has(key) && !english.has(`${key}_other`))
      .map(({ file, key }) => `${key} (${file})`);
    expect(missing, `Keys used in source but missing from en:\n${missing.join('\n')}`).toEqual([]);
  });
});
