const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A travel day ('2026-05-01') in the reader's language; a calendar day reads the same in every
 * time zone. A full timestamp reads in the reader's zone; text that is not a date is kept.
 */
export function formatDay(value: string, language: string, timeZone?: string): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(date);
}
