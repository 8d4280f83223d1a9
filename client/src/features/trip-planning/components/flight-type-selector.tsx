import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIP_FLIGHT_TYPES, type TripCity, type TripFlightType } from '@common/trip';
import { Button } from '@/components/ui/button';
import { OptionCard } from '@/components/option-card';
import { CityCombobox } from '@/features/trip-planning/components/city-combobox';
import type { CityList } from '@/features/trip-planning/hooks/use-country-cities';
import { openJawSuggestions } from '@/features/trip-planning/utils/trip-flight-type';

/**
 * The flight type selector (product.md §4.3): one-way, round trip (home from the destination) or
 * open-jaw (home from a return city: the six suggestions for France, Germany, Italy,
 * Spain, the UK and the Netherlands, else any city of the destination country).
 */
export function FlightTypeSelector({
  value,
  onChange,
  destinationCode,
  destinationCity,
  returnCity,
  onReturnCityChange,
  returnList,
  disabled,
}: {
  value: TripFlightType;
  onChange: (type: TripFlightType) => void;
  /** The destination country (ISO2), which decides the open-jaw suggestions. */
  destinationCode: string;
  /** The chosen To city, the round trip's return city. */
  destinationCity: TripCity | null;
  /** The open-jaw return city, '' when none. */
  returnCity: string;
  onReturnCityChange: (city: string) => void;
  /** The destination's cities, offered when there are no suggestions. */
  returnList: CityList;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const comboId = useId();
  const suggestions = openJawSuggestions(destinationCode);

  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('trip.flightType.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {TRIP_FLIGHT_TYPES.map((type) => (
          <OptionCard
            key={type}
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          >
            {t(`trip.flightType.${type}`)}
          </OptionCard>
        ))}
      </div>
      {value === 'roundtrip' && destinationCity && (
        <p className="text-sm text-muted-foreground">
          {t('trip.flightType.roundtripNote', { city: destinationCity.name })}
        </p>
      )}
      {value === 'openjaw' && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">{t('trip.flightType.openjawHint')}</p>
          {suggestions.length > 0 ? (
            <div
              role="group"
              aria-label={t('trip.flightType.suggestions')}
              className="flex flex-wrap gap-2"
            >
              {suggestions.map((city) => (
                <Button
                  key={city}
                  type="button"
                  size="sm"
                  variant={returnCity === city ? 'default' : 'outline'}
                  aria-pressed={returnCity === city}
                  onClick={() => onReturnCityChange(city)}
                >
                  {city}
                </Button>
              ))}
            </div>
          ) : (
            <CityCombobox
              id={comboId}
              label={t('trip.flightType.returnCity')}
              cities={returnList.cities}
              loading={returnList.loading}
              disabled={disabled}
              value={
                returnList.cities.find((city) => city.name === returnCity) ??
                (returnCity ? { name: returnCity, country: destinationCode, airport: '' } : null)
              }
              onSelect={(city) => onReturnCityChange(city.name)}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
