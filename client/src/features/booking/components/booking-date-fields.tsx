import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { lastDateMax, type DateWindow } from '@/features/booking/utils/booking-form';

type DateField = {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

/**
 * The two dates side by side: departure and return, or check-in and check-out. The first falls in
 * the booking window; the last (absent for a one-way flight) from the first date on.
 */
export function BookingDateFields({
  dateWindow,
  firstDate,
  first,
  last,
}: {
  dateWindow: DateWindow;
  /** The first date's current value, which bounds the last one. */
  firstDate: string;
  first: DateField;
  last: DateField | undefined;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={first.label}
        type="date"
        required
        min={dateWindow.min}
        max={dateWindow.max}
        error={first.error}
        {...first.registration}
      />
      {last && (
        <FormField
          label={last.label}
          type="date"
          required
          min={firstDate || dateWindow.min}
          max={lastDateMax(firstDate)}
          error={last.error}
          {...last.registration}
        />
      )}
    </div>
  );
}
