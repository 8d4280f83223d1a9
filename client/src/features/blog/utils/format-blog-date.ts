import type { Language } from '@common/constants';

/** The locale each UI language writes dates in: English uses the long US form (product.md §9.1). */
const DATE_LOCALES: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  zh: 'zh-CN',
};

/**
 * An entry's ISO timestamp as a long date in the UI language: 'November 23, 2026',
 * '23 de noviembre de 2026', '2026年11月23日'. The reader's time zone unless one is given; a
 * timestamp that does not parse is shown as it came rather than as 'Invalid Date'.
 */
export function formatBlogDate(timestamp: string, language: Language, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date);
}
