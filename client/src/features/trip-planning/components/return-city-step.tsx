import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripCity } from '@common/trip';
import { Button } from '@/components/ui/button';
import { OptionCard } from '@/components/option-card';
import { TripForm } from '@/features/trip-planning/components/trip-form';

/**
 * 'Select Return City' (product.md §4.1): after a multi-city Continue with extra cities, the city
 * the traveller flies home from, one of the destinations; Back returns to the cities.
 */
export function ReturnCityStep({
  cities,
  disabled,
  onBack,
  onContinue,
}: {
  cities: readonly TripCity[];
  disabled: boolean;
  onBack: () => void;
  onContinue: (returnCity: string) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const headingId = useId();
  const [choice, setChoice] = useState('');

  return (
    <TripForm
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
      onSubmit={() => {
        if (!choice) return 'trip.errors.returnCity';
        onContinue(choice);
        return null;
      }}
    >
      <h3 id={headingId} className="font-semibold">
        {t('trip.returnCity.title')}
      </h3>
      <fieldset disabled={disabled} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm">{t('trip.returnCity.question')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {cities.map((city) => (
            <OptionCard
              key={`${city.country}-${city.name}`}
              type="radio"
              name={name}
              value={city.name}
              checked={choice === city.name}
              onChange={() => setChoice(city.name)}
            >
              {city.name}
            </OptionCard>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-2">
        <Button type="button" variant="outline" disabled={disabled} onClick={onBack}>
          {t('trip.returnCity.back')}
        </Button>
        <Button type="submit" disabled={disabled}>
          {t('trip.returnCity.continue')}
        </Button>
      </div>
    </TripForm>
  );
}
