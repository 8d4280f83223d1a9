import type { VerificationResponse } from '@common/contracts/verification';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date of the reservation in the reader's language. A date without a time ('2025-05-01') is a
 * calendar day and reads the same everywhere; a moment reads in the reader's time zone. Text
 * that is not a date is shown as it came.
 */
export function formatVerificationDate(value: string, language: string, timeZone?: string): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(
    language,
    dateOnly
      ? { dateStyle: 'medium', timeZone: 'UTC' }
      : { dateStyle: 'medium', timeStyle: 'short', timeZone },
  ).format(date);
}

/** 'start – end', or the one date known; null when neither is. */
export function formatVerificationDates(
  dates: VerificationResponse['dates'],
  language: string,
  timeZone?: string,
): string | null {
  const parts = [dates.start, dates.end]
    .filter((value): value is string => Boolean(value?.trim()))
    .map((value) => formatVerificationDate(value, language, timeZone));
  return parts.length > 0 ? parts.join(' – ') : null;
}

const TYPE_KEYS = new Map(
  Object.entries({
    flight: 'verify.types.flight',
    hotel: 'verify.types.hotel',
    'dummy-flight': 'verify.types.dummyFlight',
    'dummy-hotel': 'verify.types.dummyHotel',
    'travel-insurance': 'verify.types.travelInsurance',
  } as const),
);

/** The translation key of a reservation type, or null for one we have no name for. */
export function verificationTypeKey(type: string) {
  return TYPE_KEYS.get(type) ?? null;
}

const STATUS_KEYS = new Map(
  Object.entries({
    confirmed: 'verify.statuses.confirmed',
    pending: 'verify.statuses.pending',
    cancelled: 'verify.statuses.cancelled',
  } as const),
);

/** The translation key of a status, or null for one we have no name for. */
export function verificationStatusKey(status: string) {
  return STATUS_KEYS.get(status.toLowerCase()) ?? null;
}

/**
 * What the description names: a flight booking's route, a hotel booking's city. For anything
 * else (add-on purchases) it is whatever the document says, so it is called details.
 */
export function descriptionLabelKey(
  type: string,
): 'verify.fields.route' | 'verify.fields.hotel' | 'verify.fields.details' {
  if (type === 'flight') return 'verify.fields.route';
  if (type === 'hotel') return 'verify.fields.hotel';
  return 'verify.fields.details';
}
