import { useId, type ComponentProps } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  /** A translated validation message; marks the select invalid and describes it. */
  error?: string | undefined;
  options: readonly { value: string | number; label: string }[];
};

/** The choices 1 to `max` (passengers, guests). */
export function countOptions(max: number): { value: number; label: string }[] {
  return Array.from({ length: max }, (_, index) => ({
    value: index + 1,
    label: String(index + 1),
  }));
}

/** A labelled native select (passengers, guests); spread react-hook-form's `register` into it. */
export function SelectField({
  label,
  error,
  options,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={selectId}>{label}</Label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm"
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
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
