import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAVEL_PURPOSES, type TravelPurpose } from '@common/travel-purpose';
import { Button } from '@/components/ui/button';
import { OptionCard } from '@/components/option-card';
import { TRAVEL_PURPOSE_KEYS } from '@/lib/travel-purposes';

/**
 * The travel purpose steps (product.md §3.5): a multi-select over the 9
 * purposes; Confirm needs at least one.
 */
export function TravelPurposePanel({
  initialPurposes = [],
  disabled,
  onConfirm,
}: {
  /** Ticked at first: the purposes a travel_purpose_selection reply already knows. */
  initialPurposes?: readonly TravelPurpose[];
  disabled: boolean;
  onConfirm: (purposes: TravelPurpose[]) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<TravelPurpose>>(
    () => new Set(initialPurposes),
  );
  const hintId = useId();

  const toggle = (purpose: TravelPurpose, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(purpose);
      else next.delete(purpose);
      return next;
    });

  // The order of the list, whatever order they were ticked in.
  const chosen = TRAVEL_PURPOSES.filter((purpose) => selected.has(purpose));

  return (
    <form
      className="flex max-w-xl flex-col gap-3 rounded-lg border border-border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length > 0) onConfirm(chosen);
      }}
    >
      <fieldset aria-describedby={hintId} disabled={disabled} className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('chat.travelPurpose.legend')}</legend>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('chat.travelPurpose.hint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-3">
          {TRAVEL_PURPOSES.map((purpose) => (
            <OptionCard
              key={purpose}
              type="checkbox"
              checked={selected.has(purpose)}
              onChange={(event) => toggle(purpose, event.target.checked)}
            >
              {t(TRAVEL_PURPOSE_KEYS[purpose])}
            </OptionCard>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="self-start" disabled={disabled || chosen.length === 0}>
        {t('chat.travelPurpose.confirm')}
      </Button>
    </form>
  );
}
