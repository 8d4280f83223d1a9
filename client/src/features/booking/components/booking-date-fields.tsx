import { FormField } from '@/components/ui/form-field';
import type { BookingFieldProps } from '@/features/booking/hooks/use-booking-form';
import { lastDateMax, type DateWindow } from '@/features/booking/utils/booking-form';

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
  first: BookingFieldProps;
  last: BookingFieldProps | undefined;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField type="date" required min={dateWindow.min} max={dateWindow.max} {...first} />
      {last && (
        <FormField
          type="date"
          required
          min={firstDate || dateWindow.min}
          max={lastDateMax(firstDate)}
          {...last}
        />
      )}
    </div>
  );
}
