import type { RequirementCategory } from '@common/contracts/visa-requirements';
import { isCountryCode, type CountryCode } from '@common/country-codes';
import { getVisaRequirement } from '../visa/requirements';
import type { OverrideRequirement } from './override-category';

export type Tally = { total: number; agree: number };

export type Disagreement = {
  nationality: string;
  destination: string;
  theirs: OverrideRequirement['category'];
  ours: RequirementCategory;
};

export type Comparison = {
  overall: Tally;
  byTheirCategory: Map<string, Tally>;
  byOurCategory: Map<string, Tally>;
  byDestination: Map<string, Tally>;
  disagreements: Disagreement[];
};

/** The dataset's "visa free" (a number of days or the words) also covers free movement. */
export function agrees(theirs: OverrideRequirement['category'], ours: RequirementCategory) {
  return theirs === ours || (theirs === 'visa_free' && ours === 'freedom_of_movement');
}

function count(tallies: Map<string, Tally>, key: string, agree: boolean) {
  const tally = tallies.get(key) ?? { total: 0, agree: 0 };
  tally.total++;
  if (agree) tally.agree++;
  tallies.set(key, tally);
}

/** Every pair of the dataset against our authored answer for the same pair. */
export function compareWithPolicies(rows: readonly OverrideRequirement[]): Comparison {
  const comparison: Comparison = {
    overall: { total: 0, agree: 0 },
    byTheirCategory: new Map(),
    byOurCategory: new Map(),
    byDestination: new Map(),
    disagreements: [],
  };
  for (const row of rows) {
    const ours = getVisaRequirement(
      row.nationality as CountryCode,
      row.destination as CountryCode,
    ).category;
    if (ours === 'own_country') continue;
    const agree = agrees(row.category, ours);
    comparison.overall.total++;
    if (agree) comparison.overall.agree++;
    count(comparison.byTheirCategory, row.category, agree);
    count(comparison.byOurCategory, ours, agree);
    count(comparison.byDestination, row.destination, agree);
    if (!agree) comparison.disagreements.push({ ...row, theirs: row.category, ours });
  }
  return comparison;
}

/**
 * Drops the body lines whose passport or destination is not one of our countries (the dataset
 * has a few territories we do not list), so the strict parser can read the rest.
 */
export function keepKnownCountries(text: string): { text: string; dropped: number } {
  const [header = '', ...body] = text.split(/\r?\n/);
  let dropped = 0;
  const kept = body.filter((line) => {
    if (line.trim() === '') return false;
    const [passport = '', destination = ''] = line
      .split(',')
      .map((f) => f.trim().replace(/"/g, ''));
    const known = isCountryCode(passport) && isCountryCode(destination);
    if (!known) dropped++;
    return known;
  });
  return { text: [header, ...kept].join('\n'), dropped };
}
