import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@common/constants';
import {
  addTexts,
  emptyTexts,
  missingKeys,
  placeholderMismatches,
  type LocaleTexts,
} from '@common/testing/locale-parity';

const localesDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.dirname(localesDir);

type Flat = Map<string, unknown>;

function loadLocale(language: string): LocaleTexts {
  const file = path.join(localesDir, language, 'translation.json');
  return addTexts(JSON.parse(fs.readFileSync(file, 'utf8')), new Map());
}

const texts = new Map(SUPPORTED_LANGUAGES.map((language) => [language, loadLocale(language)]));
/** key -> its one value, for the checks of each text. */
const locales = new Map<Language, Flat>(
  [...texts].map(([language, all]) => [language, new Map([...all].map(([k, v]) => [k, v[0]]))]),
);

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
    const missing = missingKeys(texts);
    expect(missing, `Keys missing from some languages:\n${missing.join('\n')}`).toEqual([]);
  });

  it('have only non-empty string values', () => {
    const bad = emptyTexts(texts);
    expect(bad, `Empty or non-string values:\n${bad.join('\n')}`).toEqual([]);
  });

  it('use the same {{placeholders}} as English', () => {
    const mismatched = placeholderMismatches(texts, FALLBACK_LANGUAGE);
    expect(mismatched, mismatched.join('\n')).toEqual([]);
  });
});

/**
 * Every string of a language with its {{placeholders}} and <tags> as U+FFFC, the object
 * replacement character: neither a letter nor a space, so they neither count as words nor
 * make spaces.
 */
function readableTexts(language: Language): Array<[key: string, text: string]> {
  return [...(locales.get(language) ?? new Map<string, unknown>())].map(([key, value]) => [
    key,
    typeof value === 'string' ? value.replace(/{{[^}]*}}|<[^>]*>/g, '\uFFFC') : '',
  ]);
}

/** A regular expression for any of `words` standing alone (not inside a longer word). */
function wholeWords(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** 'key: text «found»' for each string where `pattern` matches. */
function findings(texts: Array<[string, string]>, pattern: RegExp): string[] {
  return texts.flatMap(([key, text]) => {
    const found = [...text.matchAll(pattern)].map((match) => match[0]);
    return found.length > 0 ? [`${key}: ${text} «${found.join('», «')}»`] : [];
  });
}

describe('Spanish', () => {
  // The product addresses the traveller as usted, as the server's replies do: su, le, puede,
  // elija… Words that only the tú register uses, and tú imperatives. Words that are also nouns
  // or third persons ('prueba', 'descarga', 'comprueba', 'vuelve') count too: reword those.
  const TU_REGISTER = `
    tú tu tus te ti contigo tuyo tuya tuyos tuyas
    puedes quieres tienes necesitas estás eres has sabes podrás puedas quieras tengas
    elige selecciona inicia crea pulsa introduce haz escribe escoge comprueba revisa añade
    guarda descarga vuelve prueba mira dime dinos dile rellena regístrate inténtalo cuéntanos
    ayúdanos pregúntale
  `
    .trim()
    .split(/\s+/);

  it('address the traveller as usted, never tú', () => {
    const found = findings(readableTexts('es'), wholeWords(TU_REGISTER));
    expect(found, `Strings in the tú register:\n${found.join('\n')}`).toEqual([]);
  });

  // Spain says 'visado' for the document. Names of systems stay as they are ('eVisa', 'ESTA').
  const VISA_NAMES = /\be-?Visa\b|\bVisa Waiver Program\b/g;

  it('call the document visado, never visa', () => {
    const texts = readableTexts('es').map(([key, text]): [string, string] => [
      key,
      text.replace(VISA_NAMES, ' '),
    ]);
    const found = findings(texts, wholeWords(['visa', 'visas']));
    expect(found, `Strings saying visa for visado:\n${found.join('\n')}`).toEqual([]);
  });
});

describe('Chinese', () => {
  // Full-width punctuation carries its own spacing: '第 1 步：您此行', never '第 1 步： 您此行'.
  const SPACE_BY_FULL_WIDTH =
    /[，。：；！？、）」』][\s\u3000]+|[\s\u3000]+[，。：；！？、）」』]/gu;

  it('put no space after (or before) full-width punctuation', () => {
    const found = findings(readableTexts('zh'), SPACE_BY_FULL_WIDTH);
    expect(found, `Spaces by full-width punctuation:\n${found.join('\n')}`).toEqual([]);
  });
});

describe('prices in the texts', () => {
  // The way common/format-money.ts writes US dollars in each language: '$100' in English,
  // '100 US$' in Spanish, 'US$100' in Chinese; never '100 $', '100 USD' or '100 美元'.
  const OTHER_DOLLARS: Record<Language, RegExp> = {
    en: /US\$|\bUSD\b|\d\s*\$/g,
    es: /(?<!US)\$|\bUSD\b/g,
    zh: /(?<!US)\$|\bUSD\b|美元/g,
  };

  it.each(SUPPORTED_LANGUAGES)('write US dollars the way formatMoney does in %s', (language) => {
    const found = findings(readableTexts(language), OTHER_DOLLARS[language]);
    expect(found, `Dollars written another way:\n${found.join('\n')}`).toEqual([]);
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
