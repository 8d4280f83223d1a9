// Whether a traveller changing planes in a country needs a visa there, airside and landside.
import type { CountryCode } from '@common/country-codes';
import { SCHENGEN_MEMBERS } from '../groups';
import { getVisaRequirement } from '../requirements';
import type { VisaCategory } from '../visa-category';
import {
  CHINA_240H,
  CHINA_TRANSIT_HOURS,
  GENERAL_LAST_VERIFIED,
  DEFAULT_SOURCES,
  HUB_SOURCES,
  NATIONAL_ATV,
  NO_AIRSIDE_SOURCES,
  NO_AIRSIDE_TRANSIT,
  SCHENGEN_ATV,
  UK_DATV,
  VISA_FREE_AIRSIDE_HUBS,
  type TransitList,
} from './transit-data';

export type TransitRegime =
  'own_country' | 'schengen' | 'uk' | 'no_airside' | 'china' | 'hub' | 'default';

/** What one side of the airport needs. */
export type TransitNeed =
  | { readonly status: 'none' }
  | { readonly status: 'visa_free_transit'; readonly hours: number }
  | { readonly status: 'transit_visa' }
  | { readonly status: 'entry'; readonly category: VisaCategory | 'own_country' };

export type TransitExemption = 'schengen_atv_holders' | 'uk_datv_holders';

export interface TransitDecision {
  readonly regime: TransitRegime;
  readonly airside: TransitNeed;
  /** Absent when leaving the airport needs the same as staying airside. */
  readonly landside?: TransitNeed;
  readonly exemptions: readonly TransitExemption[];
  readonly sources: readonly string[];
  readonly lastVerified: string;
}

const SCHENGEN: ReadonlySet<CountryCode> = new Set(SCHENGEN_MEMBERS);
const NONE: TransitNeed = { status: 'none' };
const TRANSIT_VISA: TransitNeed = { status: 'transit_visa' };

function listed(list: TransitList | undefined, nationality: CountryCode): boolean {
  return list?.nationalities.includes(nationality) ?? false;
}

function entry(nationality: CountryCode, via: CountryCode): TransitNeed {
  return { status: 'entry', category: getVisaRequirement(nationality, via).category };
}

function fromLists(lists: readonly (TransitList | undefined)[]) {
  const used = lists.filter((list): list is TransitList => list !== undefined);
  const sources = [...new Set(used.flatMap((list) => list.sources))];
  const lastVerified = used.map((list) => list.lastVerified).sort()[0] ?? GENERAL_LAST_VERIFIED;
  return { sources, lastVerified };
}

function schengen(nationality: CountryCode, via: CountryCode, destination?: CountryCode) {
  const national = NATIONAL_ATV[via];
  const landside = entry(nationality, via);
  // Flying on to another Schengen state means entering the area at the connecting airport.
  if (destination && SCHENGEN.has(destination)) {
    return {
      regime: 'schengen' as const,
      airside: landside,
      exemptions: [],
      ...fromLists([SCHENGEN_ATV]),
    };
  }
  const needsAtv = listed(SCHENGEN_ATV, nationality) || listed(national, nationality);
  return {
    regime: 'schengen' as const,
    airside: needsAtv ? TRANSIT_VISA : NONE,
    landside,
    exemptions: needsAtv ? (['schengen_atv_holders'] as const) : [],
    ...fromLists([SCHENGEN_ATV, national]),
  };
}

function unitedKingdom(nationality: CountryCode) {
  const needsDatv = listed(UK_DATV, nationality);
  return {
    regime: 'uk' as const,
    airside: needsDatv ? TRANSIT_VISA : NONE,
    landside: entry(nationality, 'GB'),
    exemptions: needsDatv ? (['uk_datv_holders'] as const) : [],
    ...fromLists([UK_DATV]),
  };
}

function china(nationality: CountryCode, destination?: CountryCode) {
  const landside = entry(nationality, 'CN');
  const visaFree = landside.status === 'entry' && landside.category === 'visa_free';
  const onward = destination !== undefined && destination !== nationality;
  return {
    regime: 'china' as const,
    airside: { status: 'visa_free_transit', hours: CHINA_TRANSIT_HOURS.airside } as const,
    landside:
      !visaFree && onward && listed(CHINA_240H, nationality)
        ? ({ status: 'visa_free_transit', hours: CHINA_TRANSIT_HOURS.landside } as const)
        : landside,
    exemptions: [],
    ...fromLists([CHINA_240H]),
  };
}

function general(regime: 'hub' | 'default', nationality: CountryCode, via: CountryCode) {
  const landside = entry(nationality, via);
  return {
    regime,
    airside: NONE,
    landside,
    exemptions: [],
    sources: regime === 'hub' ? HUB_SOURCES : DEFAULT_SOURCES,
    lastVerified: GENERAL_LAST_VERIFIED,
  };
}

/** Drops the landside need when it says the same as the airside one. */
function tidy(decision: TransitDecision): TransitDecision {
  const { landside, ...rest } = decision;
  if (!landside || JSON.stringify(landside) === JSON.stringify(decision.airside)) return rest;
  return decision;
}

/**
 * The transit rule for a `nationality` changing planes in `via`, on the way to `destination`
 * when known. `via` must differ from `destination`.
 */
export function decideTransit(
  nationality: CountryCode,
  via: CountryCode,
  destination?: CountryCode,
): TransitDecision {
  if (nationality === via) {
    const own: TransitNeed = { status: 'entry', category: 'own_country' };
    return { regime: 'own_country', airside: own, exemptions: [], ...fromLists([]), sources: [] };
  }
  if (SCHENGEN.has(via)) return tidy(schengen(nationality, via, destination));
  if (via === 'GB') return tidy(unitedKingdom(nationality));
  if (NO_AIRSIDE_TRANSIT.includes(via)) {
    return {
      regime: 'no_airside',
      airside: entry(nationality, via),
      exemptions: [],
      sources: NO_AIRSIDE_SOURCES,
      lastVerified: GENERAL_LAST_VERIFIED,
    };
  }
  if (via === 'CN') return tidy(china(nationality, destination));
  const regime = VISA_FREE_AIRSIDE_HUBS.includes(via) ? 'hub' : 'default';
  return tidy(general(regime, nationality, via));
}
