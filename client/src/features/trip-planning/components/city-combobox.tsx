import { Check, ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '@common/contracts/geography';
import type { TripCity } from '@common/trip';
import { Button } from '@/components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
} from '@/components/ui/command';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { currentLanguage } from '@/lib/i18n';
import {
  cityMatchScore,
  localCityName,
  sameCity,
} from '@/features/trip-planning/utils/trip-cities';

/**
 * A searchable city dropdown of the trip panels (product.md §4.1): the country's cities by
 * population, filtered as the traveller types, 'No options found' when none is left.
 */
export function CityCombobox({
  id,
  label,
  hint,
  error,
  cities,
  value,
  loading = false,
  disabled = false,
  onSelect,
}: {
  id: string;
  label: string;
  /** A line under the label, such as 'Airport required'. */
  hint?: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string;
  cities: readonly City[];
  value: TripCity | null;
  loading?: boolean;
  disabled?: boolean;
  onSelect: (city: City) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [open, setOpen] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <span id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </span>
      )}
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            type="button"
            variant="outline"
            role="combobox"
            aria-expanded={open}
            aria-haspopup="listbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            disabled={disabled}
            className={cn(
              'w-full justify-between px-3 font-normal',
              error && 'border-destructive',
              !value && 'text-muted-foreground',
            )}
          >
            <span className="truncate">{value?.name ?? t('trip.picker.placeholder')}</span>
            <ChevronsUpDown className="opacity-50" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-[min(22rem,calc(100vw-2rem))] p-0" align="start">
          <Command label={label} filter={cityMatchScore}>
            <CommandInput autoFocus placeholder={t('trip.picker.search')} />
            <CommandList label={label}>
              {loading ? (
                <CommandLoading>{t('trip.picker.loading')}</CommandLoading>
              ) : (
                <CommandEmpty>{t('trip.picker.empty')}</CommandEmpty>
              )}
              <CommandGroup>
                {cities.map((city, index) => {
                  const chosen = value !== null && sameCity(value, city);
                  const shown = localCityName(city, language);
                  return (
                    <CommandItem
                      key={`${city.name}-${city.latitude}-${city.longitude}`}
                      value={`${index}:${city.name}`}
                      // The reader's name, the city's own, then the code (cityMatchScore reads them so).
                      keywords={[shown, city.name, city.airport]}
                      onSelect={() => {
                        setOpen(false);
                        onSelect(city);
                      }}
                    >
                      <Check className={chosen ? 'opacity-100' : 'opacity-0'} aria-hidden="true" />
                      <span className="flex-1">
                        {shown}
                        {shown !== city.name && (
                          <span className="ms-1 text-xs text-muted-foreground">{city.name}</span>
                        )}
                      </span>
                      {city.airport && (
                        <span className="text-xs text-muted-foreground">{city.airport}</span>
                      )}
                    </CommandItem>
                  );
                })}
              </CommandGroup>
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
