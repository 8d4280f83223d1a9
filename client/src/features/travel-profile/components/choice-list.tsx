import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

type ChoiceOption<T extends string> = { value: T; labelKey: ParseKeys; hintKey?: ParseKeys };

type ChoiceListProps<T extends string> = {
  /** The question, read as the group's legend. */
  legend: string;
  hint?: string;
  name: string;
  options: readonly ChoiceOption<T>[];
} & (
  | { multiple?: false; value: T | null; onChange: (value: T) => void }
  | { multiple: true; value: readonly T[]; onChange: (value: T) => void }
);

/**
 * One question of the questionnaire: native radio buttons (one choice) or checkboxes (several),
 * drawn as cards, so the keyboard and screen readers work as they do for any form.
 */
export function ChoiceList<T extends string>(props: ChoiceListProps<T>) {
  const { t } = useTranslation();
  const { legend, hint, name, options, onChange } = props;
  const isChosen = (value: T) =>
    props.multiple ? props.value.includes(value) : props.value === value;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold">{legend}</legend>
      {hint && <p className="-mt-2 text-sm text-muted-foreground">{hint}</p>}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => {
          const chosen = isChosen(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                chosen ? 'border-primary bg-primary/5' : 'border-border',
              )}
            >
              <input
                type={props.multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.value}
                checked={chosen}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{t(option.labelKey)}</span>
                {option.hintKey && (
                  <span className="text-muted-foreground">{t(option.hintKey)}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
