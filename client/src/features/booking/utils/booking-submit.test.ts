import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import type { FlightFormValues } from '@/features/booking/utils/booking-form';
import { missesRequired } from '@/features/booking/utils/booking-submit';
import { FORM_ERRORS } from '@/lib/form-errors';

describe('missesRequired', () => {
  it("is true for an empty field, the form's message or the contract's", () => {
    expect(missesRequired({ email: { type: 'custom', message: FORM_ERRORS.required } })).toBe(true);
    expect(missesRequired({ fullName: { type: 'custom', message: 'is required' } })).toBe(true);
  });

  it("is true for a further passenger's empty name", () => {
    const errors: FieldErrors<FlightFormValues> = {
      otherPassengers: [undefined, { type: 'custom', message: 'is required' }],
    };
    expect(missesRequired(errors)).toBe(true);
  });

  it('is false when every error is of another kind', () => {
    expect(missesRequired({ departureDate: { type: 'custom', message: 'dateInPast' } })).toBe(
      false,
    );
    const errors: FieldErrors<FlightFormValues> = {
      otherPassengers: [{ type: 'custom', message: 'too long' }],
    };
    expect(missesRequired(errors)).toBe(false);
  });
});
