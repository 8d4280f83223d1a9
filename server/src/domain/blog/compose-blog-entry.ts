import type { Language } from '@common/constants';
import type { BlogEntry } from '@common/contracts/blog';
import type { RequirementCategory } from '@common/contracts/visa-requirements';
import type { CountryCode } from '@common/country-codes';
import { getCountry } from '../countries/countries';
import { requirementSummary } from '../visa-answer/requirement-summary';
import { categoryTag, countryTag } from './blog-tags';

/** A recorded inquiry as stored: codes and the requirement the assistant gave. */
export type StoredInquiry = {
  id: string;
  nationality: CountryCode;
  destination: CountryCode;
  category: RequirementCategory;
  days: number | null;
  createdAt: Date;
};

type TitleNames = { destination: string; nationality: string; demonym: string };

const TITLES: Record<Language, (n: TitleNames) => string> = {
  en: (n) => `${n.destination} visa requirements for ${n.demonym} citizens`,
  es: (n) => `Requisitos de visado de ${n.destination} para ciudadanos de ${n.nationality}`,
  zh: (n) => `${n.nationality}公民前往${n.destination}的签证要求`,
};

/**
 * A blog entry (product.md §9.1), written in `lang` from the stored codes alone: the traveller's
 * own words are never stored, so they can never be published.
 */
export function composeBlogEntry(inquiry: StoredInquiry, lang: Language): BlogEntry {
  const destination = getCountry(inquiry.destination, lang);
  const nationality = getCountry(inquiry.nationality, lang);
  return {
    id: inquiry.id,
    title: TITLES[lang]({
      destination: destination.name,
      nationality: nationality.name,
      demonym: nationality.demonym,
    }),
    timestamp: inquiry.createdAt.toISOString(),
    destination: destination.name,
    nationality: nationality.name,
    content: requirementSummary(lang, inquiry.category, {
      destination: destination.name,
      nationality: nationality.name,
      days: inquiry.days ?? undefined,
    }),
    tags: [
      countryTag(inquiry.destination),
      countryTag(inquiry.nationality),
      categoryTag(inquiry.category),
    ],
  };
}
