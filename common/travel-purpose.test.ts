import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './constants';
import {
  TRAVEL_PURPOSES,
  TRAVELLER_TYPES,
  mapPurposesToTravellerTypes,
  parseStoredTravelPurposes,
  selectedTravelPurposesSchema,
  toStoredTravelPurposes,
  type TravelPurpose,
  type TravellerType,
} from './travel-purpose';

describe('travel purposes', () => {
  it('are the 9 of the travel purpose question, in order', () => {
    expect(TRAVEL_PURPOSES).toEqual([
      'tourism',
      'family_visit',
      'business',
      'study',
      'work',
      'cultural_exchange',
      'residency',
      'medical',
      'religious',
    ]);
  });

  it.each([
    ['nothing', []],
    ['an unknown purpose', ['holiday']],
    ['a known and an unknown purpose', ['study', 'holiday']],
  ])('must be chosen, at least one, from the list: rejects %s', (_name, purposes) => {
    expect(selectedTravelPurposesSchema.safeParse(purposes).success).toBe(false);
  });

  it('accept any known purposes', () => {
    expect(selectedTravelPurposesSchema.parse([...TRAVEL_PURPOSES])).toEqual(TRAVEL_PURPOSES);
  });
});

describe('mapPurposesToTravellerTypes', () => {
  it.each<[TravelPurpose, TravellerType]>([
    ['tourism', 'tourist'],
    ['family_visit', 'tourist'],
    ['business', 'business'],
    ['study', 'student'],
    ['work', 'work'],
    ['cultural_exchange', 'exchange'],
    ['residency', 'residency'],
    ['medical', 'medical'],
    ['religious', 'religious'],
  ])('maps %s to %s', (purpose, travellerType) => {
    expect(mapPurposesToTravellerTypes([purpose])).toEqual([travellerType]);
  });

  it('reaches every traveller type', () => {
    expect(new Set(mapPurposesToTravellerTypes(TRAVEL_PURPOSES))).toEqual(new Set(TRAVELLER_TYPES));
  });

  it.each<[string, TravelPurpose[], TravellerType[]]>([
    ['nothing', [], []],
    ['tourism and a family visit, once', ['tourism', 'family_visit'], ['tourist']],
    ['the order chosen', ['study', 'tourism'], ['student', 'tourist']],
    [
      'repeats, once, at the first place',
      ['work', 'tourism', 'work', 'family_visit', 'study'],
      ['work', 'tourist', 'student'],
    ],
  ])('keeps %s', (_name, purposes, expected) => {
    expect(mapPurposesToTravellerTypes(purposes)).toEqual(expected);
  });
});

describe('toStoredTravelPurposes', () => {
  it('uses the storage keys of the specification', () => {
    expect(STORAGE_KEYS.travelPurposes).toBe('travelPurposes');
    expect(STORAGE_KEYS.travelPurpose).toBe('travelPurpose');
  });

  it.each<[string, TravelPurpose[], ReturnType<typeof toStoredTravelPurposes>]>([
    ['nothing chosen', [], null],
    ['one purpose', ['study'], { travelPurposes: ['study'], travelPurpose: 'study' }],
    [
      'several, the first as main',
      ['business', 'tourism'],
      { travelPurposes: ['business', 'tourism'], travelPurpose: 'business' },
    ],
    [
      'repeats once',
      ['work', 'study', 'work'],
      { travelPurposes: ['work', 'study'], travelPurpose: 'work' },
    ],
  ])('stores %s', (_name, purposes, expected) => {
    expect(toStoredTravelPurposes(purposes)).toEqual(expected);
  });
});

describe('parseStoredTravelPurposes', () => {
  it.each<[string, string | null, string | null, ReturnType<typeof parseStoredTravelPurposes>]>([
    [
      'a stored list',
      '["study","work"]',
      'study',
      { travelPurposes: ['study', 'work'], travelPurpose: 'study' },
    ],
    [
      'a list whose first entry wins over a stale main purpose',
      '["work"]',
      'study',
      { travelPurposes: ['work'], travelPurpose: 'work' },
    ],
    [
      'a list with unknown purposes dropped',
      '["holiday","medical",3]',
      null,
      { travelPurposes: ['medical'], travelPurpose: 'medical' },
    ],
    [
      'the main purpose when the list is missing',
      null,
      'religious',
      { travelPurposes: ['religious'], travelPurpose: 'religious' },
    ],
    [
      'the main purpose when the list is not JSON',
      'study,work',
      'business',
      { travelPurposes: ['business'], travelPurpose: 'business' },
    ],
    [
      'the main purpose when the list is not a list',
      '"study"',
      'tourism',
      { travelPurposes: ['tourism'], travelPurpose: 'tourism' },
    ],
    [
      'the main purpose when the list is empty',
      '[]',
      'tourism',
      { travelPurposes: ['tourism'], travelPurpose: 'tourism' },
    ],
    ['nothing when nothing is stored', null, null, null],
    ['nothing when only unknown values are stored', '["holiday"]', 'holiday', null],
  ])('reads %s', (_name, travelPurposes, travelPurpose, expected) => {
    expect(parseStoredTravelPurposes({ travelPurposes, travelPurpose })).toEqual(expected);
  });

  it('reads back what was stored', () => {
    const stored = toStoredTravelPurposes(['cultural_exchange', 'family_visit']);
    expect(stored).not.toBeNull();
    expect(
      parseStoredTravelPurposes({
        travelPurposes: JSON.stringify(stored?.travelPurposes),
        travelPurpose: stored?.travelPurpose ?? null,
      }),
    ).toEqual(stored);
  });
});
