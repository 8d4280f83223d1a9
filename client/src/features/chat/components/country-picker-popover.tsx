import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryOption } from '@common/contracts/countries';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
} from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { countryMatchScore, countrySearchKeywords } from '@/features/chat/utils/country-search';

export type CountryPickerProps = {
  countries: CountryOption[];
  isLoading: boolean;
  isError: boolean;
  disabled?: boolean;
  onChoose: (country: CountryOption) => void;
};

/** The picker's searchable list, opened at once: it loads when the trigger is first used. */
export function CountryPickerPopover({
  countries,
  isLoading,
  isError,
  onChoose,
  trigger,
}: CountryPickerProps & { trigger: ReactElement }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent className="w-[min(28rem,calc(100vw-2rem))] p-0" align="center">
        <Command label={t('chat.picker.searchLabel')} filter={countryMatchScore}>
          <CommandInput autoFocus placeholder={t('chat.picker.searchPlaceholder')} />
          <CommandList aria-label={t('chat.picker.listLabel')}>
            {isLoading && <CommandLoading>{t('chat.picker.loading')}</CommandLoading>}
            {!isLoading && (
              <CommandEmpty>
                {isError ? t('chat.picker.error') : t('chat.picker.empty')}
              </CommandEmpty>
            )}
            <CommandGroup>
              {countries.map((country) => (
                <CommandItem
                  key={country.code}
                  value={country.code}
                  keywords={countrySearchKeywords(country)}
                  onSelect={() => {
                    setOpen(false);
                    onChoose(country);
                  }}
                >
                  <span aria-hidden="true">{country.flag}</span>
                  {country.name}
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
