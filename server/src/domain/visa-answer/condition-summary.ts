import type { Language } from '@common/constants';
import type { DocumentIssuer, HeldDocument } from '@common/contracts/visa-requirements';
import { text } from '../../lib/texts';
import type { VisaCondition } from '../visa/conditions/visa-condition';
import { upTo } from './requirement-summary';

type Names = { nationality: string; destination: string };
type DocumentKind = 'both' | 'visa' | 'residence';

// The words are in server/src/locales/<language>/condition-summary.json; how they combine (a
// list ending in 'or', the conditions in brackets) is decided here.

/** 'Canada', 'Canada or Japan', 'Canada, Japan or Mexico'. */
function orList(language: Language, items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return text(language, 'condition-summary:listOr', {
    items: items.slice(0, -1).join(text(language, 'condition-summary:listSeparator')),
    last: items.at(-1) ?? '',
  });
}

function splitDocuments(documents: readonly HeldDocument[]) {
  const issuers = [...new Set(documents.map((code) => code.replace(/_(visa|residence)$/, '')))];
  const visa = documents.some((code) => code.endsWith('_visa'));
  const residence = documents.some((code) => code.endsWith('_residence'));
  const kind: DocumentKind = visa && residence ? 'both' : visa ? 'visa' : 'residence';
  return { issuers: issuers as DocumentIssuer[], kind };
}

/** The document part of a sentence: "a visa or residence permit of Canada or Japan". */
export function documentsPhrase(language: Language, documents: readonly HeldDocument[]): string {
  const { issuers, kind } = splitDocuments(documents);
  const places = orList(
    language,
    issuers.map((issuer) => text(language, `condition-summary:issuers.${issuer}`)),
  );
  return text(language, 'condition-summary:documents', {
    kind: text(language, `condition-summary:kinds.${kind}`),
    places,
  });
}

/** One sentence stating the exemption, the documents it needs and their conditions. */
export function conditionSummary(
  language: Language,
  condition: Pick<VisaCondition, 'documents' | 'validity' | 'outcome'>,
  names: Names,
): string {
  const { category } = condition.outcome;
  const outcome = text(language, `condition-summary:outcomes.${category}`, {
    destination: names.destination,
    upTo: upTo(language, condition.outcome.days),
  });
  const rules = condition.validity.map((rule) =>
    text(language, `condition-summary:validity.${rule}`),
  );
  return text(language, 'condition-summary:summary', {
    nationality: names.nationality,
    documents: documentsPhrase(language, condition.documents),
    rules:
      rules.length > 0
        ? text(language, 'condition-summary:rules', {
            rules: rules.join(text(language, 'condition-summary:ruleSeparator')),
          })
        : '',
    outcome,
  });
}
