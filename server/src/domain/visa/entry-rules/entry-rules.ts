import { COUNTRY_CODES, type CountryCode } from '@common/country-codes';
import { AMERICAS_ENTRY_RULES } from './americas';
import { ASIA_PACIFIC_ENTRY_RULES } from './asia-pacific';
import { EUROPE_ENTRY_RULES } from './europe';
import { MIDDLE_EAST_AFRICA_ENTRY_RULES } from './middle-east-africa';
import { entryRuleSchema, type EntryRule } from './schema';

export const ALL_ENTRY_RULES: readonly EntryRule[] = [
  ...EUROPE_ENTRY_RULES,
  ...ASIA_PACIFIC_ENTRY_RULES,
  ...MIDDLE_EAST_AFRICA_ENTRY_RULES,
  ...AMERICAS_ENTRY_RULES,
].map((rule) => entryRuleSchema.parse(rule));

function byDestination(all: readonly EntryRule[]): ReadonlyMap<string, EntryRule> {
  const map = new Map<string, EntryRule>();
  for (const rule of all) {
    if (map.has(rule.destination)) throw new Error(`Two entry rules for ${rule.destination}`);
    map.set(rule.destination, rule);
  }
  const missing = COUNTRY_CODES.filter((code) => !map.has(code));
  if (missing.length > 0) throw new Error(`No entry rule for ${missing.join(', ')}`);
  return map;
}

const RULES = byDestination(ALL_ENTRY_RULES);

/** The passport, blank-page and yellow-fever rules of a destination. */
export function getEntryRule(destination: CountryCode): EntryRule {
  const rule = RULES.get(destination);
  if (rule === undefined) throw new RangeError(`No entry rule for ${destination}`);
  return rule;
}

/**
 * The destination's entry rule only where it was checked against public sources. An unchecked
 * rule is not stated to travellers as a fact: the answer keeps the general advice instead.
 */
export function checkedEntryRule(destination: CountryCode): EntryRule | undefined {
  const rule = getEntryRule(destination);
  return rule.sources.length > 0 ? rule : undefined;
}
