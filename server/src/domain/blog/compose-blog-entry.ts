import type { Language } from '@common/constants';
import type { BlogEntry } from '@common/contracts/blog';
import type { RequirementCategory } from '@common/contracts/visa-requirements';
import type { CountryCode } from '@common/country-codes';
import { text } from '../../lib/texts';
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

/**
 * A blog entry (product.md §9.1), written in `lang` from the stored codes alone: the traveller's
 * own words are never stored, so they can never be published.
 */
export function composeBlogEntry(inquiry: StoredInquiry, lang: Language): BlogEntry {
  const destination = getCountry(inquiry.destination, lang);
  const nationality = getCountry(inquiry.nationality, lang);
  return {
    id: inquiry.id,
    title: text(lang, 'blog:title', {
      destination: destination.name,
      // English reads best with the demonym ('Indian citizens'); Spanish and Chinese with the name.
      citizens: lang === 'en' ? nationality.demonym : nationality.name,
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
