import type { Language } from '@common/constants';
import type {
  GetVisaRequirementsResponse,
  RequirementCategory,
} from '@common/contracts/visa-requirements';
import type { CountryCode } from '@common/country-codes';
import { AppError } from '../../lib/app-error';
import { getCountry, resolveCountry } from '../countries/countries';
import { getVisaRequirement, listPolicies } from '../visa/requirements';
import { getOverride } from '../visa-import/override-store';
import { getVisaInfo } from '../visa-info/get-visa-info';
import { requirementSummary } from './requirement-summary';

const policyByDestination = new Map(listPolicies().map((policy) => [policy.destination, policy]));

// Answers are pure functions of (nationality, destination, language, override), so the hot ones
// are kept; the bound keeps memory flat however many pairs are asked for.
const CACHE_LIMIT = 5000;
const cache = new Map<string, GetVisaRequirementsResponse>();

function resolveOrReject(text: string, field: 'nationality' | 'destination'): CountryCode {
  const code = resolveCountry(text);
  if (!code) throw new AppError(400, `Unrecognised ${field}: '${text}'`);
  return code;
}

/** The visa answer of GET /api/visa/requirements: the requirement, its source and the Visa info. */
export function answerVisaQuestion(query: {
  nationality: string;
  destination: string;
  lang: Language;
}): GetVisaRequirementsResponse {
  const nationality = resolveOrReject(query.nationality, 'nationality');
  const destination = resolveOrReject(query.destination, 'destination');
  const override = nationality === destination ? undefined : getOverride(nationality, destination);
  const key = `${nationality}${destination}${query.lang}${override?.importedAt.getTime() ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const answer = buildAnswer(nationality, destination, query.lang, override);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, answer);
  return answer;
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
    sources: override ? [override.source] : [authored.policy.source],
    lastVerified: override
      ? override.importedAt.toISOString().slice(0, 10)
      : authored.policy.lastVerified,
  };
}
