import { MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@common/constants';
import type { CountryOption } from '@common/contracts/countries';
import { normaliseCountryName } from '@common/country-name';
import { Badge } from '@/components/ui/badge';
import type { TravelContext } from '@/features/chat/utils/travel-context';
import type { ShownMessage } from '@/lib/shown-message';

const BADGES = [
  {
    field: 'destination',
    labelKey: 'chat.banner.destination',
    Icon: MapPin,
    variant: 'secondary',
    className: 'gap-1.5 text-sm font-medium',
  },
  {
    field: 'nationality',
    labelKey: 'chat.banner.nationality',
    Icon: UserRound,
    variant: 'outline',
    className: 'gap-1.5 bg-background text-sm font-medium',
  },
] as const;

/**
 * The name in the UI language (product.md §3.1): for es and zh, the list's name of the code the
 * reply naming the country resolved it to; else the English name the replies carry, normalised.
 */
function displayCountryName(
  field: (typeof BADGES)[number]['field'],
  name: string,
  messages: ShownMessage[],
  language: Language,
  countries: CountryOption[],
): string {
  const codeField = `${field}Code` as const;
  const code = messages.findLast(
    (message) => message.metadata?.[field] === name && message.metadata[codeField],
  )?.metadata?.[codeField];
  if (language !== 'en' && code) {
    const localized = countries.find((option) => option.code === code);
    if (localized) return localized.name;
  }
  return normaliseCountryName(name);
}

/** Shows the destination and nationality once the conversation has revealed them. */
export function TravelContextBanner({
  context,
  messages,
  language,
  countries,
}: {
  context: TravelContext;
  messages: ShownMessage[];
  language: Language;
  countries: CountryOption[];
}) {
  const { t } = useTranslation();
  if (!context.destination && !context.nationality) return null;

  return (
    <section
      aria-label={t('chat.banner.label')}
      className="flex flex-wrap items-center gap-2 border-b border-border bg-secondary/50 px-4 py-2 text-sm"
    >
      {BADGES.map(({ field, labelKey, Icon, variant, className }) => {
        const name = context[field];
        if (!name) return null;
        const country = displayCountryName(field, name, messages, language, countries);
        return (
          <Badge key={field} variant={variant} className={className}>
            <Icon aria-hidden="true" />
            {t(labelKey, { country })}
          </Badge>
        );
      })}
    </section>
  );
}
