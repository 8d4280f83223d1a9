import { COUNTRY_CODES, type CountryCode } from '@common/country-codes';
import { z } from 'zod';
import { AFRICA_POLICIES } from './policies/africa';
import { AMERICAS_POLICIES } from './policies/americas';
import { ASIA_POLICIES } from './policies/asia';
import { EUROPE_POLICIES } from './policies/europe';
import { MIDDLE_EAST_POLICIES } from './policies/middle-east';
import { OCEANIA_POLICIES } from './policies/oceania';
import type { VisaCategory } from './visa-category';
import { visaPolicySchema, type VisaPolicy } from './visa-policy';

export interface PolicyReference {
  readonly source: string;
  readonly lastVerified: string;
}

/** What a nationality needs to enter a destination, and the policy that says so. */
export interface VisaRequirement {
  readonly category: VisaCategory;
  readonly days?: number;
  readonly policy: PolicyReference;
}

/** Travelling to one's own country needs nothing; it has no policy. */
export interface OwnCountry {
  readonly category: 'own_country';
}

export type VisaRequirementResult = VisaRequirement | OwnCountry;

/** A policy that cannot be built: invalid fields, a nationality listed twice, a missing destination. */
export class VisaPolicyError extends Error {
  override name = 'VisaPolicyError';
}

const SIZE = COUNTRY_CODES.length;
const POSITION: ReadonlyMap<string, number> = new Map(COUNTRY_CODES.map((code, i) => [code, i]));

function positionOf(code: string): number {
  const position = POSITION.get(code);
  if (position === undefined) throw new RangeError(`Unknown country code "${code}"`);
  return position;
}

function describeOutcome(outcome: { category: VisaCategory; days?: number | undefined }): string {
  return outcome.days === undefined ? outcome.category : `${outcome.category} ${outcome.days}`;
}

function toRequirement(
  outcome: { category: VisaCategory; days?: number | undefined },
  policy: PolicyReference,
): VisaRequirement {
  return Object.freeze(
    outcome.days === undefined
      ? { category: outcome.category, policy }
      : { category: outcome.category, days: outcome.days, policy },
  );
}

/**
 * Validates one destination's policy and resolves it for every other nationality. Throws a
 * VisaPolicyError naming the destination when a field is invalid or a nationality is listed in
 * two rules (or twice in one).
 */
export function resolvePolicy(input: VisaPolicy): ReadonlyMap<CountryCode, VisaRequirement> {
  const parsed = visaPolicySchema.safeParse(input);
  if (!parsed.success) {
    throw new VisaPolicyError(
      `Visa policy for ${input.destination} is invalid: ${z.prettifyError(parsed.error)}`,
    );
  }
  const policy = parsed.data;
  const reference: PolicyReference = Object.freeze({
    source: policy.source,
    lastVerified: policy.lastVerified,
  });
  const resolved = new Map<CountryCode, VisaRequirement>();
  const listedIn = new Map<CountryCode, string>();
  policy.rules.forEach((rule, index) => {
    const where = `rule ${index + 1} (${describeOutcome(rule)})`;
    const requirement = toRequirement(rule, reference);
    for (const nationality of rule.nationalities) {
      if (nationality === policy.destination) continue;
      const earlier = listedIn.get(nationality);
      if (earlier !== undefined) {
        const places = earlier === where ? `in ${where}` : `in ${earlier} and in ${where}`;
        throw new VisaPolicyError(
          `Visa policy for ${policy.destination} lists ${nationality} twice: ${places}`,
        );
      }
      listedIn.set(nationality, where);
      resolved.set(nationality, requirement);
    }
  });
  const fallback = toRequirement(policy.default, reference);
  for (const nationality of COUNTRY_CODES) {
    if (nationality !== policy.destination && !resolved.has(nationality)) {
      resolved.set(nationality, fallback);
    }
  }
  return resolved;
}

/**
 * Builds the dense nationality × destination table (row = nationality, column = destination).
 * Every destination must have exactly one policy.
 */
export function buildRequirementTable(
  policies: readonly VisaPolicy[],
): readonly (VisaRequirement | undefined)[] {
  const table = new Array<VisaRequirement | undefined>(SIZE * SIZE).fill(undefined);
  const seen = new Set<CountryCode>();
  for (const policy of policies) {
    if (seen.has(policy.destination)) {
      throw new VisaPolicyError(`There are two visa policies for ${policy.destination}`);
    }
    seen.add(policy.destination);
    const column = positionOf(policy.destination);
    for (const [nationality, requirement] of resolvePolicy(policy)) {
      table[positionOf(nationality) * SIZE + column] = requirement;
    }
  }
  const missing = COUNTRY_CODES.filter((code) => !seen.has(code));
  if (missing.length > 0) {
    throw new VisaPolicyError(`No visa policy for ${missing.join(', ')}`);
  }
  return table;
}

const POLICIES: readonly VisaPolicy[] = Object.freeze([
  ...EUROPE_POLICIES,
  ...MIDDLE_EAST_POLICIES,
  ...ASIA_POLICIES,
  ...OCEANIA_POLICIES,
  ...AMERICAS_POLICIES,
  ...AFRICA_POLICIES,
]);

const TABLE = buildRequirementTable(POLICIES);
const OWN_COUNTRY: OwnCountry = Object.freeze({ category: 'own_country' });

/**
 * The requirement for a short tourist stay, in constant time. The same code for both returns
 * `{ category: 'own_country' }` rather than throwing; an unknown code throws a RangeError.
 */
export function getVisaRequirement(
  nationality: CountryCode,
  destination: CountryCode,
): VisaRequirementResult {
  if (nationality === destination) return OWN_COUNTRY;
  const requirement = TABLE[positionOf(nationality) * SIZE + positionOf(destination)];
  if (requirement === undefined) {
    throw new VisaPolicyError(`No visa requirement for ${nationality} → ${destination}`);
  }
  return requirement;
}

/** Every destination's policy as authored, in region order, for review. */
export function listPolicies(): readonly VisaPolicy[] {
  return POLICIES;
}
