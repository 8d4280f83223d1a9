import { createInstance } from 'i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@common/constants';
import { the } from './english-article';
import { SERVER_TEXTS } from '../locales/resources';

// The server's user-facing texts (replies, visa texts, mails) live in i18next JSON under
// server/src/locales/<language>/<namespace>.json, so a translator edits them without touching
// code (decision 025). Logic stays in code: where a text depends on a fact, the code picks
// between two keys; the JSON only holds sentences with {{placeholders}} and plural forms.

type Resources = (typeof SERVER_TEXTS)['en'];
type TextNamespace = keyof Resources;

/** 'a.b.c' for every string leaf of a resource tree. */
type Leaves<Tree, Prefix extends string = ''> = Tree extends string
  ? Prefix
  : {
      [K in keyof Tree & string]: Leaves<Tree[K], Prefix extends '' ? K : `${Prefix}.${K}`>;
    }[keyof Tree & string];

/** i18next stores a counted text as key_one, key_other…; the code asks for the bare key. */
type WithoutPlural<Key extends string> =
  Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : Key;

/** Every key of the English resources as 'namespace:path.to.key': a wrong key is a type error. */
export type TextKey = {
  [N in TextNamespace]: `${N}:${WithoutPlural<Leaves<Resources[N]>>}`;
}[TextNamespace];

/** Interpolation values; `count` also selects the plural form. */
export type TextValues = Readonly<Record<string, string | number>>;

const i18n = createInstance();
void i18n.init({
  resources: SERVER_TEXTS,
  supportedLngs: SUPPORTED_LANGUAGES,
  fallbackLng: FALLBACK_LANGUAGE,
  ns: Object.keys(SERVER_TEXTS.en),
  // Resources are bundled (imported above), so init finishes synchronously.
  initAsync: false,
  // Markdown and plain texts, never HTML: mails escape values themselves (compose-email.ts).
  interpolation: { escapeValue: false },
  // A value the code forgot would reach the traveller as '{{name}}': fail where it is made.
  missingInterpolationHandler: (template: string, match: unknown) => {
    const placeholder = Array.isArray(match) ? String(match[0]) : 'a placeholder';
    throw new Error(`Server text without a value for ${placeholder}: '${template}'`);
  },
  returnNull: false,
  returnEmptyString: false,
});

// Grammar a sentence needs from its values, named in the JSON so it stays with the sentence:
// '{{via, the}}' puts English's article before names such as 'United States', and
// '{{via, the, capitalize}}' also starts the sentence with a capital, and '{{title, lowercase}}'
// puts a title inside a sentence.
i18n.services.formatter?.add('the', (value: unknown) => the(String(value)));
i18n.services.formatter?.add('capitalize', (value: unknown) => {
  const name = String(value);
  return name.charAt(0).toUpperCase() + name.slice(1);
});
i18n.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());

/** The text of `key` in `language`, with `values` put in its {{placeholders}}. */
export function text(language: Language, key: TextKey, values: TextValues = {}): string {
  const result = i18n.t(key, { ...values, lng: language });
  // i18next answers a missing key with the key itself (without its namespace).
  if (result === key.slice(key.indexOf(':') + 1)) {
    throw new Error(`Missing server text '${key}' in ${language}`);
  }
  return result;
}

/**
 * One text in every language, for data authored per destination (visa-info/localized.ts).
 * `values` may depend on the language, for names that are themselves translated.
 */
export function textInEvery(
  key: TextKey,
  values: TextValues | ((language: Language) => TextValues) = {},
): Record<Language, string> {
  const valuesIn = (language: Language) =>
    typeof values === 'function' ? values(language) : values;
  return {
    en: text('en', key, valuesIn('en')),
    es: text('es', key, valuesIn('es')),
    zh: text('zh', key, valuesIn('zh')),
  };
}
