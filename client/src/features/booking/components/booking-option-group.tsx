import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/utils';

/**
 * The fare or room choice: radio buttons shown as cards, each with the price, which is the same
 * for every option. Pass the same `register(name)` result for the whole group.
 */
export function BookingOptionGroup({
  legend,
  options,
  price,
  registration,
  selected,
}: {
  legend: string;
  /** `detail` is a second line, e.g. 'Refundable'. */
  options: readonly { value: string; label: string; detail?: string }[];
  /** Like '$59.98'. */
  price: string;
  registration: UseFormRegisterReturn;
  selected: string | undefined;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium text-foreground">{legend}</legend>
      <div className="grid gap-2 sm:auto-cols-fr sm:grid-flow-col">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer flex-col gap-1 rounded-md border border-input p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              selected === option.value && 'border-primary bg-primary/5',
            )}
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                value={option.value}
                className="accent-primary"
                {...registration}
              />
              {option.label}
            </span>
            {option.detail && <span className="text-muted-foreground">{option.detail}</span>}
            <span className="font-semibold">{price}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
