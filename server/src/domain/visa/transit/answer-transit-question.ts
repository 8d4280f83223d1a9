// The answer of GET /api/visa/transit: the transit rule, in sentences of the requested language.
import type { Language } from '@common/constants';
import type { GetVisaTransitResponse, TransitNeedAnswer } from '@common/contracts/visa-transit';
import type { CountryCode } from '@common/country-codes';
import { AppError } from '../../../lib/app-error';
import { getCountry, resolveCountry } from '../../countries/countries';
import { decideTransit, type TransitDecision, type TransitNeed } from './decide-transit';
import { EXEMPTION_TEXTS, TRANSIT_TEXTS } from './transit-texts';

/** The API answer without the destination, which the chat may not know yet. */
export type TransitAnswer = Omit<GetVisaTransitResponse, 'destinationCode' | 'destination'>;

type Names = { nationality: string; via: string };

const FREE_ENTRY = new Set(['own_country', 'freedom_of_movement', 'visa_free', 'visa_on_arrival']);

function resolveOrReject(text: string, field: string): CountryCode {
  const code = resolveCountry(text);
  if (!code) throw new AppError(400, `Unrecognised ${field}: '${text}'`);
  return code;
}

function isRequired(need: TransitNeed): boolean {
  if (need.status === 'transit_visa') return true;
  return need.status === 'entry' && !FREE_ENTRY.has(need.category);
}

function describe(
  need: TransitNeed,
  side: 'airside' | 'landside',
  ctx: { decision: TransitDecision; names: Names; via: CountryCode; lang: Language },
): TransitNeedAnswer {
  const { names, lang } = ctx;
  const base = { status: need.status, required: isRequired(need) };
  switch (need.status) {
    case 'none':
      return { ...base, summary: TRANSIT_TEXTS.airsideNone[lang](names) };
    case 'transit_visa':
      return { ...base, summary: TRANSIT_TEXTS.airsideVisa[lang](names) };
    case 'visa_free_transit':
      return {
        ...base,
        hours: need.hours,
        summary: TRANSIT_TEXTS.visaFreeTransit[lang](names, need.hours),
      };
    case 'entry': {
      const noAirside = side === 'airside' && ctx.decision.regime === 'no_airside';
      const text = noAirside ? TRANSIT_TEXTS.noAirside : TRANSIT_TEXTS.landsideEntry;
      const c1 = noAirside && ctx.via === 'US' && need.category === 'visa_required';
      const sep = lang === 'zh' ? '' : ' ';
      const summary = text[lang](names, need.category);
      return {
        ...base,
        category: need.category,
        summary: c1 ? `${summary}${sep}${TRANSIT_TEXTS.usTransitVisa[lang]()}` : summary,
      };
    }
  }
}

/** Answers whether `nationality` needs a visa to change planes in `via` on the way to `destination`. */
export function answerTransitQuestion(query: {
  nationality: string;
  via: string;
  destination: string;
  lang: Language;
}): GetVisaTransitResponse {
  const nationality = resolveOrReject(query.nationality, 'nationality');
  const via = resolveOrReject(query.via, 'via');
  const destination = resolveOrReject(query.destination, 'destination');
  if (via === destination) {
    throw new AppError(400, 'The transit country (via) must differ from the destination');
  }
  return {
    ...buildTransitAnswer(nationality, via, destination, query.lang),
    destinationCode: destination,
    destination: getCountry(destination, query.lang).name,
  };
}

export function buildTransitAnswer(
  nationality: CountryCode,
  via: CountryCode,
  destination: CountryCode | undefined,
  lang: Language,
): TransitAnswer {
  const decision = decideTransit(nationality, via, destination);
  const names = {
    nationality: getCountry(nationality, lang).name,
    via: getCountry(via, lang).name,
  };
  const ctx = { decision, names, via, lang };
  const airside = describe(decision.airside, 'airside', ctx);
  const landside = decision.landside && describe(decision.landside, 'landside', ctx);
  const summary = airside.required
    ? TRANSIT_TEXTS.summaryNeeded[lang](names)
    : TRANSIT_TEXTS.summaryFree[lang](names);
  return {
    nationalityCode: nationality,
    viaCode: via,
    nationality: names.nationality,
    via: names.via,
    airside,
    ...(landside ? { landside } : {}),
    summary,
    exemptions: decision.exemptions.map((key) => EXEMPTION_TEXTS[key][lang]),
    sources: [...decision.sources],
    lastVerified: decision.lastVerified,
  };
}
