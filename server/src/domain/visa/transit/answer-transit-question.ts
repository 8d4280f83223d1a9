// The answer of GET /api/visa/transit: the transit rule, in sentences of the requested language
// (server/src/locales/<language>/transit.json).
import type { Language } from '@common/constants';
import type { GetVisaTransitResponse, TransitNeedAnswer } from '@common/contracts/visa-transit';
import type { CountryCode } from '@common/country-codes';
import { AppError } from '../../../lib/app-error';
import { getCountry, resolveCountry } from '../../countries/countries';
import { text } from '../../../lib/texts';
import { decideTransit, type TransitDecision, type TransitNeed } from './decide-transit';

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
      return { ...base, summary: text(lang, 'transit:airsideNone', names) };
    case 'transit_visa':
      return { ...base, summary: text(lang, 'transit:airsideVisa', names) };
    case 'visa_free_transit':
      return {
        ...base,
        hours: need.hours,
        summary: text(lang, 'transit:visaFreeTransit', { ...names, hours: need.hours }),
      };
    case 'entry': {
      const noAirside = side === 'airside' && ctx.decision.regime === 'no_airside';
      const c1 = noAirside && ctx.via === 'US' && need.category === 'visa_required';
      const entry = text(lang, `transit:entry.${need.category}`);
      const summary = text(lang, noAirside ? 'transit:noAirside' : 'transit:landsideEntry', {
        ...names,
        entry,
      });
      return {
        ...base,
        category: need.category,
        summary: c1 ? text(lang, 'transit:withUsTransitVisa', { summary }) : summary,
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
    ? text(lang, 'transit:summaryNeeded', names)
    : text(lang, 'transit:summaryFree', names);
  return {
    nationalityCode: nationality,
    viaCode: via,
    nationality: names.nationality,
    via: names.via,
    airside,
    ...(landside ? { landside } : {}),
    summary,
    exemptions: decision.exemptions.map((key) => text(lang, `transit:exemptions.${key}`)),
    sources: [...decision.sources],
    lastVerified: decision.lastVerified,
  };
}
