import type { HeldDocument } from '@common/contracts/visa-requirements';
import type { CountryCode } from '@common/country-codes';
import { z } from 'zod';
import { getVisaRequirement } from '../requirements';
import type { VisaCategory } from '../visa-category';
import { AMERICAS_CONDITIONS } from './americas';
import { ASIA_CONDITIONS } from './asia';
import { EUROPE_CONDITIONS } from './europe';
import { visaConditionSchema, type VisaCondition } from './visa-condition';

/** A category with its maximum stay, as the requirement table and the conditions state them. */
export type Outcome = { category: VisaCategory; days?: number | undefined };

/** A condition whose fields are invalid: named by destination, thrown at load. */
export class VisaConditionError extends Error {
  override name = 'VisaConditionError';
}

/** Validates every condition; throws a VisaConditionError naming the first invalid one. */
export function checkConditions(conditions: readonly VisaCondition[]): readonly VisaCondition[] {
  for (const condition of conditions) {
    const parsed = visaConditionSchema.safeParse(condition);
    if (!parsed.success) {
      throw new VisaConditionError(
        `Visa condition for ${condition.destination} is invalid: ${z.prettifyError(parsed.error)}`,
      );
    }
  }
  return Object.freeze([...conditions]);
}

const CONDITIONS = checkConditions([
  ...AMERICAS_CONDITIONS,
  ...EUROPE_CONDITIONS,
  ...ASIA_CONDITIONS,
]);

const byDestination = new Map<CountryCode, VisaCondition[]>();
for (const condition of CONDITIONS) {
  const list = byDestination.get(condition.destination) ?? [];
  list.push(condition);
  byDestination.set(condition.destination, list);
}

// Lower is easier; a requirement nobody can lift (no admission) has no rank.
const RANK: Record<VisaCategory, number> = {
  freedom_of_movement: 0,
  visa_free: 1,
  visa_on_arrival: 2,
  eta: 3,
  e_visa: 4,
  visa_required: 5,
  no_admission: Number.NaN,
};

/** Whether `better` lets the traveller in more easily, or as easily for longer. */
export function improvesOn(better: Outcome, baseline: Outcome): boolean {
  const [a, b] = [RANK[better.category], RANK[baseline.category]];
  if (Number.isNaN(b)) return false;
  if (a !== b) return a < b;
  return (better.days ?? Infinity) > (baseline.days ?? Infinity);
}

function appliesTo(condition: VisaCondition, nationality: CountryCode): boolean {
  if (condition.except?.includes(nationality)) return false;
  return condition.nationalities === 'all' || condition.nationalities.includes(nationality);
}

/**
 * The exemptions a destination grants this nationality for holding another country's visa or
 * residence permit, only those better than `baseline` (by default the requirement table's), best
 * first. Empty for one's own country.
 */
export function conditionsFor(
  nationality: CountryCode,
  destination: CountryCode,
  baseline?: Outcome,
): readonly VisaCondition[] {
  if (nationality === destination) return [];
  const base = baseline ?? getVisaRequirement(nationality, destination);
  if (base.category === 'own_country') return [];
  return (byDestination.get(destination) ?? [])
    .filter((condition) => appliesTo(condition, nationality))
    .filter((condition) => improvesOn(condition.outcome, base))
    .sort((a, b) =>
      improvesOn(a.outcome, b.outcome) ? -1 : improvesOn(b.outcome, a.outcome) ? 1 : 0,
    );
}

/** The best of `conditions` that one of the held documents meets, if any. */
export function conditionMet(
  conditions: readonly VisaCondition[],
  holds: readonly HeldDocument[],
): VisaCondition | undefined {
  return conditions.find((condition) => condition.documents.some((code) => holds.includes(code)));
}

/** Every condition as authored, for review. */
export function listConditions(): readonly VisaCondition[] {
  return CONDITIONS;
}
