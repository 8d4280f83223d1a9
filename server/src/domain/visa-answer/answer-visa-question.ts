import { LRUCache } from 'lru-cache';
import type { Language } from '@common/constants';
import {
  HELD_DOCUMENTS,
  splitHeldDocuments,
  type EntryRules,
  getVisaRequirementsResponseSchema,
  type GetVisaRequirementsResponse,
  type HeldDocument,
  type RequirementCategory,
} from '@common/contracts/visa-requirements';
import type { CountryCode } from '@common/country-codes';
import { AppError } from '../../lib/app-error';
import { getCountry, resolveCountry } from '../countries/countries';
import { checkedEntryRule } from '../visa/entry-rules/entry-rules';
import { getVisaRequirement, listPolicies } from '../visa/requirements';
import { getOverride } from '../visa-import/override-store';
import { getVisaInfo } from '../visa-info/get-visa-info';
import { conditionsFor, conditionMet } from '../visa/conditions/conditions-for';
import { conditionSummary } from './condition-summary';
import { requirementSummary } from './requirement-summary';

const policyByDestination = new Map(listPolicies().map((policy) => [policy.destination, policy]));

// Answers are pure functions of (nationality, destination, language, override), so the hot ones
// are kept, with their JSON once a request has asked for it; the bound keeps memory flat
// however many pairs are asked for.
type CachedAnswer = { answer: GetVisaRequirementsResponse; json?: string };
const cache = new LRUCache<string, CachedAnswer>({ max: 5000 });

function resolveOrReject(text: string, field: 'nationality' | 'destination'): CountryCode {
  const code = resolveCountry(text);
  if (!code) throw new AppError(400, `Unrecognised ${field}: '${text}'`);
  return code;
}

type VisaQuestion = {
  nationality: string;
  destination: string;
  lang: Language;
  /** A comma list of HELD_DOCUMENTS codes (checked by the route's schema), or the codes. */
  holds?: string | readonly HeldDocument[] | undefined;
};

/** The visa answer of GET /api/visa/requirements: the requirement, its source and the Visa info. */
export function answerVisaQuestion(query: VisaQuestion): GetVisaRequirementsResponse {
  return cachedAnswer(query).answer;
}

/**
 * The same answer as the response body: checked against the response schema and serialised
 * once per cached answer, so a repeated question costs a lookup.
 */
export function answerVisaQuestionJson(query: VisaQuestion): string {
  const entry = cachedAnswer(query);
  entry.json ??= JSON.stringify(getVisaRequirementsResponseSchema.parse(entry.answer));
  return entry.json;
}

function cachedAnswer(query: VisaQuestion): CachedAnswer {
  const nationality = resolveOrReject(query.nationality, 'nationality');
  const destination = resolveOrReject(query.destination, 'destination');
  const override = nationality === destination ? undefined : getOverride(nationality, destination);
  const holds = heldDocuments(query.holds);
  const key = `${nationality}${destination}${query.lang}${override?.importedAt.getTime() ?? ''}|${holds.join(',')}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const answer = withConditions(
    buildAnswer(nationality, destination, query.lang, override),
    query.lang,
    holds,
  );
  const entry: CachedAnswer = { answer };
  cache.set(key, entry);
  return entry;
}

function buildAnswer(
  nationality: CountryCode,
  destination: CountryCode,
  lang: Language,
  override: ReturnType<typeof getOverride>,
): GetVisaRequirementsResponse {
  const names = {
    nationality: getCountry(nationality, lang).name,
    destination: getCountry(destination, lang).name,
  };
  const policy = policyByDestination.get(destination);
  const codes = { nationalityCode: nationality, destinationCode: destination };

  if (nationality === destination) {
    const summary = requirementSummary(lang, 'own_country', names);
    return {
      ...codes,
      country: names.destination,
      nationality: names.nationality,
      visaOptions: [],
      documentRequirements: [],
      applicationProcess: [],
      importantNotes: [],
      officialLinks: {},
      recommendations: [summary],
      requirement: { category: 'own_country', summary },
      sources: [],
      lastVerified: policy?.lastVerified ?? '',
    };
  }

  const authored = getVisaRequirement(nationality, destination);
  if (authored.category === 'own_country') throw new Error('unreachable: distinct countries');
  const requirement: { category: RequirementCategory; days?: number } = override
    ? { category: override.category, ...(override.days ? { days: override.days } : {}) }
    : { category: authored.category, ...(authored.days ? { days: authored.days } : {}) };

  return {
    ...codes,
    ...getVisaInfo(destination, nationality, lang, requirement),
    requirement: {
      ...requirement,
      summary: requirementSummary(lang, requirement.category, { ...names, days: requirement.days }),
    },
    ...(requirement.category === 'no_admission' ? {} : entryRules(destination)),
    sources: override ? [override.source] : [authored.policy.source],
    lastVerified: override
      ? override.importedAt.toISOString().slice(0, 10)
      : authored.policy.lastVerified,
  };
}

/** The held documents of the query, in the contract's order; unknown codes are dropped. */
function heldDocuments(holds: string | readonly HeldDocument[] | undefined): HeldDocument[] {
  if (holds === undefined) return [];
  const codes: readonly string[] = typeof holds === 'string' ? splitHeldDocuments(holds) : holds;
  return HELD_DOCUMENTS.filter((code) => codes.includes(code));
}

/**
 * The answer with the destination's exemptions for holders of other countries' documents and,
 * when the traveller holds one that qualifies, that exemption as the requirement (the Visa info
 * follows it) and the nationality's own requirement as `defaultRequirement`.
 */
function withConditions(
  answer: GetVisaRequirementsResponse,
  lang: Language,
  holds: readonly HeldDocument[],
): GetVisaRequirementsResponse {
  const { nationalityCode: nationality, destinationCode: destination } = answer;
  const base = answer.requirement;
  if (base.category === 'own_country') return { ...answer, conditions: [] };
  const conditions = conditionsFor(nationality, destination, {
    category: base.category,
    days: base.days,
  });
  const names = {
    nationality: getCountry(nationality, lang).name,
    destination: getCountry(destination, lang).name,
  };
  const listed = conditions.map((condition) => ({
    documents: [...condition.documents],
    category: condition.outcome.category,
    ...(condition.outcome.days ? { days: condition.outcome.days } : {}),
    summary: conditionSummary(lang, condition, names),
    source: condition.sources[0] ?? '',
  }));
  const met = conditionMet(conditions, holds);
  if (!met) return { ...answer, conditions: listed };
  const outcome = {
    category: met.outcome.category,
    ...(met.outcome.days ? { days: met.outcome.days } : {}),
  };
  return {
    ...answer,
    ...getVisaInfo(destination, nationality, lang, outcome),
    requirement: {
      ...outcome,
      summary: conditionSummary(lang, met, names),
      basedOn: met.documents.filter((code) => holds.includes(code)),
    },
    defaultRequirement: base,
    sources: [...answer.sources, ...met.sources.slice(0, 1)],
    conditions: listed,
  };
}

/** The destination's checked entry rules, as data; none where they were not checked. */
function entryRules(destination: CountryCode): { entryRules?: EntryRules } {
  const rule = checkedEntryRule(destination);
  if (!rule) return {};
  const { passportValidity, issuedWithinYears, blankPages, yellowFever } = rule;
  return {
    entryRules: {
      passportValidity,
      ...(issuedWithinYears === undefined ? {} : { issuedWithinYears }),
      ...(blankPages === undefined ? {} : { blankPages }),
      yellowFever,
    },
  };
}
