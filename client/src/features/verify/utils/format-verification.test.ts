import { describe, expect, it } from 'vitest';
import {
  descriptionLabelKey,
  formatVerificationDate,
  formatVerificationDates,
  verificationStatusKey,
  verificationTypeKey,
} from '@/features/verify/utils/format-verification';

describe('formatVerificationDate', () => {
  it('reads a calendar day the same in every time zone', () => {
    expect(formatVerificationDate('2030-05-01', 'en', 'America/Los_Angeles')).toBe('May 1, 2030');
    expect(formatVerificationDate('2030-05-01', 'en', 'Pacific/Auckland')).toBe('May 1, 2030');
    expect(formatVerificationDate('2030-05-01', 'es')).toBe('1 may 2030');
    expect(formatVerificationDate('2030-05-01', 'zh')).toBe('2030年5月1日');
  });

  it('reads a moment with its time, in the given time zone', () => {
    expect(formatVerificationDate('2030-05-01T18:30:00.000Z', 'en', 'UTC')).toBe(
      'May 1, 2030, 6:30 PM',
    );
    expect(formatVerificationDate('2030-05-01T18:30:00.000Z', 'en', 'Asia/Tokyo')).toBe(
      'May 2, 2030, 3:30 AM',
    );
  });

  it('shows text that is not a date as it came', () => {
    expect(formatVerificationDate('soon', 'en')).toBe('soon');
  });
});

describe('formatVerificationDates', () => {
  it('joins start and end, or shows the one known, or nothing', () => {
    expect(formatVerificationDates({ start: '2030-05-01', end: '2030-05-09' }, 'en')).toBe(
      'May 1, 2030 – May 9, 2030',
    );
    expect(formatVerificationDates({ start: '2030-05-01' }, 'en')).toBe('May 1, 2030');
    expect(formatVerificationDates({ end: '2030-05-09' }, 'en')).toBe('May 9, 2030');
    expect(formatVerificationDates({}, 'en')).toBeNull();
  });
});

describe('type and status names', () => {
  it('names the known types and statuses, and nothing else', () => {
    expect(verificationTypeKey('flight')).toBe('verify.types.flight');
    expect(verificationTypeKey('travel-insurance')).toBe('verify.types.travelInsurance');
    expect(verificationTypeKey('constructor')).toBeNull();
    expect(verificationStatusKey('Confirmed')).toBe('verify.statuses.confirmed');
    expect(verificationStatusKey('refunded')).toBeNull();
  });

  it('labels the description by what it names', () => {
    expect(descriptionLabelKey('flight')).toBe('verify.fields.route');
    expect(descriptionLabelKey('hotel')).toBe('verify.fields.hotel');
    expect(descriptionLabelKey('dummy-flight')).toBe('verify.fields.details');
    expect(descriptionLabelKey('travel-insurance')).toBe('verify.fields.details');
  });
});
