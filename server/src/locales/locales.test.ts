import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@common/constants';
import {
  addTexts,
  emptyTexts,
  missingKeys,
  placeholderMismatches,
  type LocaleTexts,
} from '@common/testing/locale-parity';
import { SERVER_TEXTS } from './resources';

// The server's text resources (decision 025) stay complete in every language, like the
// client's (client/src/locales/locales.test.ts). Keys the code uses are checked by the type
// of lib/texts.ts `text()`: a key missing from en does not compile.

const localesDir = path.dirname(fileURLToPath(import.meta.url));

/** 'namespace:key' -> the key's values, a plural key's forms together. */
function loadLocale(language: string): LocaleTexts {
  const out: LocaleTexts = new Map();
  const dir = path.join(localesDir, language);
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    addTexts(parsed, out, { prefix: path.basename(file, '.json'), groupPlurals: true });
  }
  return out;
}

const locales = new Map(SUPPORTED_LANGUAGES.map((language) => [language, loadLocale(language)]));

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
    const missing = missingKeys(locales);
    expect(missing, `Keys missing from some languages:\n${missing.join('\n')}`).toEqual([]);
  });

  it('have only non-empty string values', () => {
    const bad = emptyTexts(locales);
    expect(bad, `Empty or non-string values:\n${bad.join('\n')}`).toEqual([]);
  });

  it('use the same {{placeholders}} as English', () => {
    const mismatched = placeholderMismatches(locales, FALLBACK_LANGUAGE);
    expect(mismatched, mismatched.join('\n')).toEqual([]);
  });
});
