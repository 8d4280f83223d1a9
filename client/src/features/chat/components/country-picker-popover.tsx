import { ChevronsUpDown, Globe2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryOption } from '@common/contracts/countries';
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
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { countryMatchScore, countrySearchKeywords } from '@/features/chat/utils/country-search';

/**
 * The destination dropdown of the chat home (flows §2): about 195 countries in the UI language,
 * searchable, operated with the arrow keys, Enter and Escape.
 */
export function CountryPicker({
  countries,
  isLoading,
  isError,
  disabled,
  onChoose,
}: {
  countries: CountryOption[];
  isLoading: boolean;
  isError: boolean;
  disabled?: boolean;
  onChoose: (country: CountryOption) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="lg"
          aria-haspopup="listbox"
          disabled={disabled}
          className="w-full max-w-md justify-between px-4 font-normal"
        >
          <span className="flex items-center gap-2">
            <Globe2 aria-hidden="true" />
            {t('chat.picker.trigger')}
          </span>
          <ChevronsUpDown className="opacity-50" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
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
