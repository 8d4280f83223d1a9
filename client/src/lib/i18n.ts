import i18next, { type BackendModule, type i18n as I18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  STORAGE_KEYS,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@common/constants';
import type en from '@/locales/en/translation.json';
// The sections the first page (the chat at /) and the app shell use; every other English text
// loads with the first lazy page, dialog or panel (`loadAllTexts`), so / does not ship them.
import {
  chat,
  common,
  errorBoundary,
  header,
  notFound,
  toast,
} from '@/locales/en/translation.json';

export const NAMESPACE = 'translation';

// Typed keys: a key missing from en fails the type check instead of showing the raw key to a user.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof NAMESPACE;
    resources: { [NAMESPACE]: typeof en };
  }
}

type TranslationTree = { [key: string]: string | TranslationTree };

const FIRST_PAGE_ENGLISH = { chat, common, errorBoundary, header, notFound, toast };

// English's first-page sections ship in the main bundle (English is also the fallback); the
// rest of English and the other languages load on demand.
const lazyTranslations = import.meta.glob<TranslationTree>(
  ['../locales/*/translation.json', '!../locales/en/translation.json'],
  { import: 'default' },
);

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = lazyTranslations[`../locales/${language}/translation.json`];
    if (!load) {
      callback(new Error(`No translations for language "${language}"`), false);
      return;
    }
    load().then(
      (translations) => callback(null, translations),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** A cookie that lasts a year, so a language chosen once still wins on later visits. */
const LANGUAGE_COOKIE_MINUTES = 60 * 24 * 365;

export const i18nOptions: InitOptions = {
  resources: { en: { [NAMESPACE]: FIRST_PAGE_ENGLISH } },
  // Resources above hold part of English only; the backend fills in the other languages.
  partialBundledLanguages: true,
  // A key of a section not loaded yet loads the rest of English (initI18n's missingKeyHandler),
  // then components re-render (bindI18nStore). Lazy parts load it up front (lazyPart);
  // this is the safety net.
  saveMissing: true,
  react: { bindI18nStore: 'added' },
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  supportedLngs: SUPPORTED_LANGUAGES,
  // zh-CN -> zh, es-MX -> es.
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
  detection: {
    // A stored choice comes before the browser's languages, so it wins on the next visit.
    order: ['localStorage', 'cookie', 'navigator', 'htmlTag', 'path'],
    caches: ['localStorage', 'cookie'],
    lookupLocalStorage: STORAGE_KEYS.languageLocalStorage,
    lookupCookie: STORAGE_KEYS.languageCookie,
    cookieMinutes: LANGUAGE_COOKIE_MINUTES,
    cookieOptions: { path: '/', sameSite: 'lax' },
  },
};

export function isLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

/** The supported language in use ('zh' while i18next may hold 'zh-CN'). */
export function currentLanguage(instance: I18n): Language {
  const resolved = instance.resolvedLanguage;
  return isLanguage(resolved) ? resolved : FALLBACK_LANGUAGE;
}

const allTexts = new WeakMap<I18n, Promise<void>>();

/**
 * Adds every English section to the instance (once; later calls share the first). The sections
 * already there are kept.
 */
export function loadAllTexts(instance: I18n = i18n): Promise<void> {
  let loading = allTexts.get(instance);
  if (!loading) {
    loading = (async () => {
      // As text (`?raw`): the JSON module itself is in the first page's chunk for its sections.
      const { default: all } = await import('@/locales/en/translation.json?raw');
      const texts: unknown = JSON.parse(all);
      instance.addResourceBundle(FALLBACK_LANGUAGE, NAMESPACE, texts, true, false);
    })();
    // A failed load (offline) may be tried again by the next lazy part.
    loading.catch(() => allTexts.delete(instance));
    allTexts.set(instance, loading);
  }
  return loading;
}

/**
 * Adds English sections that a lazily loaded part ships in its own chunk, so it need not wait
 * for the rest of English (`loadAllTexts`). The sections already there are kept.
 */
export function addEnglishTexts(texts: Record<string, unknown>, instance: I18n = i18n): void {
  instance.addResourceBundle(FALLBACK_LANGUAGE, NAMESPACE, texts, true, false);
}

/** A configured, not yet initialised instance; tests make their own. */
export function createI18n(): I18n {
  const instance = i18next.createInstance().use(LanguageDetector).use(lazyLocaleBackend);
  // Keeps <html lang> right for screen readers, on init and on every change.
  instance.on('languageChanged', () => {
    document.documentElement.lang = currentLanguage(instance);
  });
  return instance;
}

/** The app's instance, which useTranslation() reads. */
export const i18n = createI18n().use(initReactI18next);

/** Resolves once the detected language's translations are loaded, so the first paint is translated. */
export async function initI18n(
  instance: I18n = i18n,
  options: { allTexts?: boolean } = {},
): Promise<I18n> {
  await instance.init({
    ...i18nOptions,
    // Its own copy: i18next adds loaded texts into the object it is given.
    resources: structuredClone(i18nOptions.resources),
    missingKeyHandler: (languages) => {
      if (languages.includes(FALLBACK_LANGUAGE)) void loadAllTexts(instance).catch(() => undefined);
    },
  });
  // Tests that render a lazy part on its own load its texts with it.
  if (options.allTexts) await loadAllTexts(instance);
  document.documentElement.lang = currentLanguage(instance);
  return instance;
}
