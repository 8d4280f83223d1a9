// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@common/constants';
import {
  addEnglishTexts,
  createI18n,
  currentLanguage,
  i18nOptions,
  initI18n,
  loadAllTexts,
} from '@/lib/i18n';
import en from '@/locales/en/translation.json';

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

async function start(browserLanguages: string[]) {
  setBrowserLanguages(browserLanguages);
  return initI18n(createI18n());
}

afterEach(() => {
  window.localStorage.clear();
  clearCookies();
  document.documentElement.lang = 'en';
});

describe('language detection', () => {
  it('maps a regional browser language to the supported one (zh-CN -> zh)', async () => {
    const i18n = await start(['zh-CN', 'en']);
    expect(currentLanguage(i18n)).toBe('zh');
    expect(i18n.t('header.nav.home')).toBe('首页');
    expect(document.documentElement.lang).toBe('zh');
  });

  it('maps es-MX to es', async () => {
    const i18n = await start(['es-MX']);
    expect(currentLanguage(i18n)).toBe('es');
    expect(i18n.t('header.nav.home')).toBe('Inicio');
  });

  it('falls back to English for an unsupported browser language', async () => {
    const i18n = await start(['fr-FR', 'de']);
    expect(currentLanguage(i18n)).toBe('en');
    expect(i18n.t('notFound.title')).toBe('404 Page Not Found');
  });

  it('lets a choice stored on an earlier visit win over the browser language', async () => {
    window.localStorage.setItem(STORAGE_KEYS.languageLocalStorage, 'es');
    const i18n = await start(['zh-CN']);
    expect(currentLanguage(i18n)).toBe('es');
  });

  it('reads the language cookie when local storage holds none', async () => {
    document.cookie = `${STORAGE_KEYS.languageCookie}=zh; path=/`;
    const i18n = await start(['en-US']);
    expect(currentLanguage(i18n)).toBe('zh');
  });

  it('stores a change in local storage and the cookie and updates <html lang>', async () => {
    const i18n = await start(['en-US']);
    await i18n.changeLanguage('es');
    expect(window.localStorage.getItem(STORAGE_KEYS.languageLocalStorage)).toBe('es');
    expect(document.cookie).toContain(`${STORAGE_KEYS.languageCookie}=es`);
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('header.signOut')).toBe('Cerrar sesión');

    // The next visit keeps the choice even though the browser prefers another language.
    const nextVisit = await start(['zh-CN']);
    expect(currentLanguage(nextVisit)).toBe('es');
  });

  it('detects in the order the spec asks for', () => {
    expect(i18nOptions.detection?.order).toEqual([
      'localStorage',
      'cookie',
      'navigator',
      'htmlTag',
      'path',
    ]);
    expect(i18nOptions.detection?.caches).toEqual(['localStorage', 'cookie']);
  });
});

describe('English texts off the first page', () => {
  it('starts with the first page sections, and loadAllTexts adds the rest', async () => {
    const i18n = await start(['en-US']);
    expect(i18n.t('chat.pageTitle')).not.toBe('chat.pageTitle');
    expect(i18n.exists('dashboard.title')).toBe(false);

    await loadAllTexts(i18n);
    expect(i18n.exists('dashboard.title')).toBe(true);
    expect(i18n.t('dashboard.title')).toBe(en.dashboard.title);
    // The first page's sections are the same texts, not replaced.
    expect(i18n.t('chat.pageTitle')).toBe(en.chat.pageTitle);
  });

  it('adds the sections a lazy part ships itself, keeping the others and loading nothing', async () => {
    const i18n = await start(['en-US']);
    addEnglishTexts({ blog: en.blog }, i18n);
    expect(i18n.t('blog.title')).toBe(en.blog.title);
    expect(i18n.t('chat.pageTitle')).toBe(en.chat.pageTitle);
    // Only what was added: the rest of English stays unloaded.
    expect(i18n.exists('dashboard.title')).toBe(false);
  });

  it('loads the rest of English by itself when a key of another section is asked for', async () => {
    const i18n = await start(['en-US']);
    expect(i18n.exists('dashboard.title')).toBe(false);
    expect(i18n.t('dashboard.title')).toBe('dashboard.title');
    await vi.waitFor(() => expect(i18n.t('dashboard.title')).toBe(en.dashboard.title));
  });
});
