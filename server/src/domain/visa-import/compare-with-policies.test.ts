import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../visa/requirements';
import { agrees, compareWithPolicies, keepKnownCountries } from './compare-with-policies';
import type { OverrideRequirement } from './override-category';

const row = (
  nationality: string,
  destination: string,
  category: OverrideRequirement['category'],
): OverrideRequirement => ({ nationality, destination, category, days: null });

// Our own answers for these pairs, so the fixture's agreement is known in advance.
const ours = (n: 'DE' | 'FR' | 'IN', d: 'FR' | 'JP' | 'US') => getVisaRequirement(n, d).category;

describe('compareWithPolicies', () => {
  it('treats the dataset’s visa free as agreeing with free movement, and nothing else loosely', () => {
    expect(agrees('visa_free', 'freedom_of_movement')).toBe(true);
    expect(agrees('visa_free', 'visa_free')).toBe(true);
    expect(agrees('eta', 'visa_free')).toBe(false);
    expect(agrees('visa_required', 'e_visa')).toBe(false);
  });

  it('counts agreement overall, per category both ways and per destination', () => {
    const rows = [
      row('DE', 'FR', 'visa_free'), // ours: free movement → agrees
      row('IN', 'FR', ours('IN', 'FR') === 'visa_required' ? 'eta' : 'visa_required'), // differs
      row('FR', 'JP', ours('FR', 'JP') === 'visa_free' ? 'visa_free' : 'no_admission'),
      row('IN', 'US', ours('IN', 'US') === 'visa_required' ? 'visa_on_arrival' : 'visa_required'),
    ];
    const result = compareWithPolicies(rows);
    expect(ours('DE', 'FR')).toBe('freedom_of_movement');
    expect(result.overall).toEqual({ total: 4, agree: 2 });
    expect(result.byDestination.get('FR')).toEqual({ total: 2, agree: 1 });
    expect(result.byDestination.get('US')).toEqual({ total: 1, agree: 0 });
    expect(result.byOurCategory.get('freedom_of_movement')).toEqual({ total: 1, agree: 1 });
    expect(result.byTheirCategory.get('visa_free')).toEqual({ total: 2, agree: 2 });
    expect(result.disagreements.map((d) => `${d.nationality}${d.destination}`)).toEqual([
      'INFR',
      'INUS',
    ]);
  });

  it('drops rows naming a code we do not list and keeps the rest', () => {
    const { text, dropped } = keepKnownCountries(
      'Passport,Destination,Requirement\nDE,QQ,visa free\nDE,FR,visa free\n\nZZ,FR,eta\n',
    );
    expect(dropped).toBe(2);
    expect(text).toBe('Passport,Destination,Requirement\nDE,FR,visa free');
  });
});
