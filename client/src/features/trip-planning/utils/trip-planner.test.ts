import { describe, expect, it } from 'vitest';
import { needsAirport, plannerComplete, plannerIssues } from './trip-planner';

const withAirport = (name: string) => ({
  name,
  country: 'FR',
  airport: name.slice(0, 3).toUpperCase(),
});
const noAirport = (name: string) => ({ name, country: 'FR', airport: '' });
const delhi = { name: 'Delhi', country: 'IN', airport: 'DEL' };

describe('needsAirport', () => {
  it('is the first, second and last city', () => {
    expect([0, 1, 2, 3, 4].map((i) => needsAirport(i, 5))).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
    expect([0, 1].map((i) => needsAirport(i, 2))).toEqual([true, true]);
  });
});

describe('plannerIssues', () => {
  it('lets an intermediate city go without an airport', () => {
    const entries = [delhi, withAirport('Paris'), noAirport('Versailles'), withAirport('Lyon')];
    expect(plannerIssues(entries)).toEqual([null, null, null, null]);
    expect(plannerComplete(entries, false)).toBe(true);
  });
  it('asks an airport of the second and the last city', () => {
    expect(plannerIssues([delhi, noAirport('Versailles'), noAirport('Chartres')])).toEqual([
      null,
      'noAirport',
      'noAirport',
    ]);
  });
  it('refuses a city equal to the previous one, but not a later return', () => {
    const paris = withAirport('Paris');
    expect(plannerIssues([delhi, paris, { ...paris, name: 'PARIS' }])).toEqual([
      null,
      null,
      'sameAsPrevious',
    ]);
    expect(plannerIssues([delhi, paris, withAirport('Lyon'), paris])).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
  it('marks empty entries', () => {
    expect(plannerIssues([null, withAirport('Paris')])).toEqual(['empty', null]);
  });
});

describe('plannerComplete', () => {
  const trip = [delhi, withAirport('Paris')];
  it('waits while cities load or one is empty', () => {
    expect(plannerComplete(trip, true)).toBe(false);
    expect(plannerComplete([delhi, null], false)).toBe(false);
  });
  it('needs 2 to 5 cities', () => {
    expect(plannerComplete([delhi], false)).toBe(false);
    const six = [delhi, ...['Paris', 'Lyon', 'Nice', 'Lille', 'Brest'].map(withAirport)];
    expect(plannerComplete(six.slice(0, 5), false)).toBe(true);
    expect(plannerComplete(six, false)).toBe(false);
  });
});
