import { useId, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_COUNTRY_BUTTONS } from '@common/constants';
import type { CountryOption } from '@common/contracts/countries';
import { Button } from '@/components/ui/button';
import { CountryPicker } from '@/features/chat/components/country-picker';
import { shortcutCountryKey } from '@/features/chat/utils/chat-shortcuts';

/**
 * The start of a conversation (product.md §3.1): a title, the destination picker and six quick
 * buttons. Each sends "I'd like to travel to {country}".
 */
export const ChatHero = memo(function ChatHero({
  countries,
  isLoading,
  isError,
  disabled,
  onSend,
}: {
  countries: CountryOption[];
  isLoading: boolean;
  isError: boolean;
  disabled: boolean;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation();
  const quickLabelId = useId();
  const travelTo = (country: string) => onSend(t('chat.travelTo', { country }));

  return (
    <section className="flex flex-col items-center gap-4 px-2 py-6 text-center sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
        {t('chat.hero.title')}
      </h1>
      <p className="max-w-xl text-muted-foreground">{t('chat.hero.subtitle')}</p>
      <CountryPicker
        countries={countries}
        isLoading={isLoading}
        isError={isError}
        disabled={disabled}
        onChoose={(country) => travelTo(country.name)}
      />
      <div className="flex flex-col items-center gap-2">
        <p id={quickLabelId} className="text-sm text-muted-foreground">
          {t('chat.quickButtons')}
        </p>
        <div
          role="group"
          aria-labelledby={quickLabelId}
          className="flex flex-wrap justify-center gap-2"
        >
          {QUICK_COUNTRY_BUTTONS.map((code) => {
            const name = t(shortcutCountryKey(code));
            return (
              <Button
                key={code}
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => travelTo(name)}
              >
                {name}
              </Button>
            );
          })}
        </div>
      </div>
    </section>
  );
});
