import { MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@common/constants';
import type { CountryOption } from '@common/contracts/countries';
import { normaliseCountryName } from '@common/country-name';
import { Badge } from '@/components/ui/badge';

export type KnownCountry = {
  /** The English name the replies carry. */
  name: string;
  code?: string;
};

/** The name in the UI language: the list's for es and zh, else normalised (product.md §3.1). */
export function displayCountryName(
  country: KnownCountry,
  language: Language,
  countries: CountryOption[],
): string {
  if (language !== 'en' && country.code) {
    const localized = countries.find((option) => option.code === country.code);
    if (localized) return localized.name;
  }
  return normaliseCountryName(country.name);
}

/** Shows the destination and nationality once the conversation has revealed them. */
export function TravelContextBanner({
  destination,
  nationality,
  language,
  countries,
}: {
  destination: KnownCountry | null;
  nationality: KnownCountry | null;
  language: Language;
  countries: CountryOption[];
}) {
  const { t } = useTranslation();
  if (!destination && !nationality) return null;

  return (
    <section
      aria-label={t('chat.banner.label')}
      className="flex flex-wrap items-center gap-2 border-b border-border bg-secondary/50 px-4 py-2 text-sm"
    >
      {destination && (
        <Badge variant="secondary" className="gap-1.5 text-sm font-medium">
          <MapPin aria-hidden="true" />
          {t('chat.banner.destination', {
            country: displayCountryName(destination, language, countries),
          })}
        </Badge>
      )}
      {nationality && (
        <Badge variant="outline" className="gap-1.5 bg-background text-sm font-medium">
          <UserRound aria-hidden="true" />
          {t('chat.banner.nationality', {
            country: displayCountryName(nationality, language, countries),
          })}
        </Badge>
      )}
    </section>
  );
}
