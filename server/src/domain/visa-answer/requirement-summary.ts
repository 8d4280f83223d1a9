import type { Language } from '@common/constants';
import type { RequirementCategory } from '@common/contracts/visa-requirements';
import { text } from '../../lib/texts';

// One sentence per requirement category; the sentences are in
// server/src/locales/<language>/requirement-summary.json.

type Names = { nationality: string; destination: string; days?: number | undefined };

/** ' for stays of up to 90 days', or nothing when the stay has no stated limit. */
export function upTo(lang: Language, days?: number): string {
  return days ? text(lang, 'requirement-summary:upTo', { days }) : '';
}

/** One sentence that states the requirement, in the traveller's language. */
export function requirementSummary(
  lang: Language,
  category: RequirementCategory | 'own_country',
  names: Names,
): string {
  return text(lang, `requirement-summary:summary.${category}`, {
    nationality: names.nationality,
    destination: names.destination,
    upTo: upTo(lang, names.days),
  });
}
