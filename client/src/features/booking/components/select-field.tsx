import { useId } from 'react';
import { Label } from '@/components/ui/label';
import type { BookingFieldProps } from '@/features/booking/hooks/use-booking-form';

/** A labelled native select of the counts 1 to `upTo` (passengers, guests). */
export function SelectField({
  label,
  error,
  upTo,
  ...registration
}: BookingFieldProps & { upTo: number }) {
  const selectId = useId();
  const errorId = `${selectId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={selectId}>{label}</Label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm"
        {...registration}
      >
        {Array.from({ length: upTo }, (_, index) => (
          <option key={index} value={index + 1}>
            {index + 1}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
