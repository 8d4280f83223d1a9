import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_CITIES, type TripCity, type TripSelection } from '@common/trip';
import { Button } from '@/components/ui/button';
import { CityCombobox } from '@/features/trip-planning/components/city-combobox';
import { ReturnCityStep } from '@/features/trip-planning/components/return-city-step';
import { RouteSummary } from '@/features/trip-planning/components/route-summary';
import { TripForm } from '@/features/trip-planning/components/trip-form';
import type { CityList } from '@/features/trip-planning/hooks/use-country-cities';
import { usePlannerStops } from '@/features/trip-planning/hooks/use-planner-stops';
import {
  citiesNotChosen,
  hasAirport,
  toTripCity,
} from '@/features/trip-planning/utils/trip-cities';
import { multiSelection } from '@/features/trip-planning/utils/trip-selection';

/**
 * Multi-City of the city selection panel (product.md §4.1): From, City 1 (with an airport) and up
 * to the planner's limit of extra cities (any city), each list without the cities chosen
 * elsewhere; the Ground Route Summary of the destination cities; with extra cities, Continue
 * asks for the return city among those with an airport.
 */
export function MultiCityForm({
  fromList,
  toList,
  extraList,
  disabled,
  onContinue,
}: {
  fromList: CityList;
  /** City 1, flown to: the destination's cities with an airport. */
  toList: CityList;
  /** Extra cities, reached over land: any city of the destination. */
  extraList: CityList;
  disabled: boolean;
  onContinue: (selection: TripSelection) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [from, setFrom] = useState<TripCity | null>(null);
  const { stops: destinations, add, update, remove } = usePlannerStops(baseId, []);
  const [askReturn, setAskReturn] = useState(false);

  const chosen = destinations.map((entry) => entry.city);
  // The departure counts towards the planner's limit of cities.
  const canAdd = destinations.length < PLANNER_CITIES.max - 1;
  const filled = chosen.filter((city): city is TripCity => city !== null);

  const submit = () => {
    if (!from || !chosen[0]) return 'trip.errors.missingCities';
    // Blank extra cities are ignored (product.md §4.2).
    if (filled.length > 1) setAskReturn(true);
    else onContinue(multiSelection({ from, destinations: filled }));
    return null;
  };

  if (askReturn && from) {
    return (
      <ReturnCityStep
        // The flight home leaves from an airport.
        cities={filled.filter(hasAirport)}
        disabled={disabled}
        onBack={() => setAskReturn(false)}
        onContinue={(returnCity) =>
          onContinue(multiSelection({ from, destinations: filled, returnCity }))
        }
      />
    );
  }

  return (
    <TripForm onSubmit={submit}>
      <CityCombobox
        id={`${baseId}-from`}
        label={t('trip.selection.from')}
        cities={citiesNotChosen(fromList.cities, chosen)}
        loading={fromList.loading}
        disabled={disabled}
        value={from}
        onSelect={(city) => setFrom(toTripCity(city))}
      />
      <ol className="flex flex-col gap-3">
        {destinations.map((entry, index) => {
          const label = t('trip.selection.cityNumber', { number: index + 1 });
          const others = [from, ...chosen.filter((_, i) => i !== index)];
          return (
            <li key={entry.id} className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <CityCombobox
                  id={`${entry.id}-city`}
                  label={label}
                  cities={citiesNotChosen(index === 0 ? toList.cities : extraList.cities, others)}
                  loading={index === 0 ? toList.loading : extraList.loading}
                  disabled={disabled}
                  value={entry.city}
                  onSelect={(city) => update(entry.id, { city: toTripCity(city) })}
                />
              </div>
              {index > 0 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={disabled}
                  aria-label={t('trip.selection.remove', { city: entry.city?.name ?? label })}
                  onClick={() => remove(entry.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {canAdd && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={disabled}
          onClick={add}
        >
          <Plus aria-hidden="true" />
          {t('trip.selection.addMore')}
        </Button>
      )}
      <RouteSummary cities={chosen} />
      <Button type="submit" className="self-start" disabled={disabled}>
        {t('trip.selection.continue')}
      </Button>
    </TripForm>
  );
}
