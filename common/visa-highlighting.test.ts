import { describe, expect, it } from 'vitest';
import type { VisaCategory, VisaOption, VisaOptionType } from './contracts/visa-info';
import type { TravelPurpose, TravellerType } from './travel-purpose';
import {
  STUDY_LEVELS,
  effectiveVisaOptionType,
  highlightTravellerTypes,
  highlightVisaOptions,
  visaHighlightRequestSchema,
  type StudyLevel,
} from './visa-highlighting';

function option(name: string, type: VisaOptionType, mappedCategories: VisaCategory[]): VisaOption {
  return {
    name,
    type,
    processingTime: '3 to 5 weeks',
    validityPeriod: 'Up to 5 years',
    fee: '$185 USD',
    description: `${name} for testing`,
    mappedCategories,
  };
}

// A US visa result for an Indian national (product.md §9.3).
const B1B2 = option('B-1/B-2 Visitor Visa', 'business', [
  'Business',
  'Tourism & Sightseeing',
  'Visiting Family/Friends',
  'Medical',
]);
const F1 = option('F-1 Student Visa', 'student', ['Study']);
const M1 = option('M-1 Vocational Student Visa', 'student', ['Study']);
const J1 = option('J-1 Exchange Visitor Visa', 'exchange', ['Cultural Exchange', 'Study']);
const H1B = option('H-1B Specialty Occupation Visa', 'work', ['Work/Employment']);
const US_OPTIONS = [B1B2, F1, M1, J1, H1B];

// Another country's options: business is its own visa, and there is no F-1/M-1 split.
const SCHENGEN = option('Schengen Visa (Type C)', 'tourist', [
  'Tourism & Sightseeing',
  'Visiting Family/Friends',
  'Medical',
  'Transit',
]);
const DE_BUSINESS = option('Business Visa', 'business', ['Business']);
const DE_STUDY = option('National Visa for Study', 'student', ['Study']);
const DE_LANGUAGE = option('Language Course Visa', 'student', ['Study']);
const DE_WORK = option('Employment Visa', 'work', ['Work/Employment']);
const DE_FAMILY = option('Family Reunion Visa', 'family', ['Residency', 'Visiting Family/Friends']);
const DE_OPTIONS = [SCHENGEN, DE_BUSINESS, DE_STUDY, DE_LANGUAGE, DE_WORK, DE_FAMILY];

type Case = [string, TravelPurpose[], StudyLevel | undefined, VisaOption[]];

describe('highlightVisaOptions for the United States', () => {
  it.each<Case>([
    // The four scenarios of the test page.
    ['academic study: F-1', ['study'], 'academic', [F1]],
    ['vocational study: M-1', ['study'], 'vocational', [M1]],
    ['study plus work: M-1', ['study', 'work'], 'academic', [M1]],
    ['business: B-1/B-2', ['business'], undefined, [B1B2]],
    // Around them.
    ['study, academic by default: F-1', ['study'], undefined, [F1]],
    ['vocational study plus work: M-1', ['study', 'work'], 'vocational', [M1]],
    ['work plus study in either order: M-1', ['work', 'study'], undefined, [M1]],
    ['tourism: B-1/B-2', ['tourism'], undefined, [B1B2]],
    ['a family visit: B-1/B-2', ['family_visit'], undefined, [B1B2]],
    ['business and tourism: one B-1/B-2', ['business', 'tourism'], undefined, [B1B2]],
    ['medical, by category: B-1/B-2', ['medical'], undefined, [B1B2]],
    ['work: H-1B', ['work'], undefined, [H1B]],
    ['cultural exchange: J-1', ['cultural_exchange'], undefined, [J1]],
    ['study and tourism: both, in option order', ['study', 'tourism'], undefined, [B1B2, F1]],
    ['residency: none offered', ['residency'], undefined, []],
    ['religious: none offered', ['religious'], undefined, []],
    ['nothing chosen: none', [], undefined, []],
  ])('%s', (_name, purposes, studyLevel, expected) => {
    expect(highlightVisaOptions(US_OPTIONS, { destination: 'USA', purposes, studyLevel })).toEqual(
      expected,
    );
  });

  it.each(['USA', 'usa', 'United States', 'united states of america', 'U.S.', 'the United States'])(
    'recognises the destination spelled %j',
    (destination) => {
      expect(highlightVisaOptions(US_OPTIONS, { destination, purposes: ['business'] })).toEqual([
        B1B2,
      ]);
      expect(
        highlightVisaOptions(US_OPTIONS, {
          destination,
          purposes: ['study'],
          studyLevel: 'vocational',
        }),
      ).toEqual([M1]);
    },
  );

  it('treats a B-1/B-2 listed as a tourist visa the same way', () => {
    const visitor = { ...B1B2, type: 'tourist' as const };
    expect(
      highlightVisaOptions([visitor, F1, M1], { destination: 'USA', purposes: ['business'] }),
    ).toEqual([visitor]);
  });

  it('keeps every student option when there is no F-1 or M-1 to choose', () => {
    const other = option('Student Visa', 'student', ['Study']);
    expect(
      highlightVisaOptions([B1B2, other], {
        destination: 'USA',
        purposes: ['study'],
        studyLevel: 'vocational',
      }),
    ).toEqual([other]);
  });

  it('falls back to F-1 or M-1, whichever is offered', () => {
    expect(
      highlightVisaOptions([B1B2, F1], {
        destination: 'USA',
        purposes: ['study'],
        studyLevel: 'vocational',
      }),
    ).toEqual([F1]);
  });

  it('finds F-1 and M-1 written without hyphens', () => {
    const f1 = option('F1 Visa', 'student', ['Study']);
    const m1 = option('M1 Visa', 'student', ['Study']);
    const request = { destination: 'USA', purposes: ['study' as const] };
    expect(highlightVisaOptions([f1, m1], { ...request, studyLevel: 'academic' })).toEqual([f1]);
    expect(highlightVisaOptions([f1, m1], { ...request, studyLevel: 'vocational' })).toEqual([m1]);
  });
});

describe('highlightVisaOptions for any other country', () => {
  it.each<Case>([
    ['business: the business visa, not the tourist one', ['business'], undefined, [DE_BUSINESS]],
    ['tourism: the tourist visa', ['tourism'], undefined, [SCHENGEN]],
    ['a family visit: the tourist visa', ['family_visit'], undefined, [SCHENGEN]],
    ['academic study: every student visa', ['study'], 'academic', [DE_STUDY, DE_LANGUAGE]],
    ['vocational study: every student visa', ['study'], 'vocational', [DE_STUDY, DE_LANGUAGE]],
    ['study plus work: student visas only', ['study', 'work'], undefined, [DE_STUDY, DE_LANGUAGE]],
    ['work: the work visa', ['work'], undefined, [DE_WORK]],
    ['residency, by category', ['residency'], undefined, [DE_FAMILY]],
    ['medical, by category', ['medical'], undefined, [SCHENGEN]],
    ['cultural exchange: none offered', ['cultural_exchange'], undefined, []],
    ['religious: none offered', ['religious'], undefined, []],
  ])('%s', (_name, purposes, studyLevel, expected) => {
    expect(
      highlightVisaOptions(DE_OPTIONS, { destination: 'germany', purposes, studyLevel }),
    ).toEqual(expected);
  });

  it.each<[TravelPurpose, VisaCategory]>([
    ['tourism', 'Tourism & Sightseeing'],
    ['business', 'Business'],
    ['study', 'Study'],
    ['work', 'Work/Employment'],
    ['cultural_exchange', 'Cultural Exchange'],
    ['residency', 'Residency'],
    ['medical', 'Medical'],
  ])('without an option of the type, matches %s by the category %s', (purpose, category) => {
    const fitting = option('Fitting Visa', 'family', [category]);
    const other = option('Other Visa', 'family', ['Diplomatic/Official']);
    expect(
      highlightVisaOptions([other, fitting], { destination: 'UK', purposes: [purpose] }),
    ).toEqual([fitting]);
  });

  it('prefers options of the type over options of the category', () => {
    const byCategory = option('Working Holiday', 'exchange', ['Work/Employment']);
    expect(
      highlightVisaOptions([byCategory, DE_WORK], { destination: 'Australia', purposes: ['work'] }),
    ).toEqual([DE_WORK]);
  });

  it('highlights nothing without options', () => {
    expect(highlightVisaOptions([], { destination: 'France', purposes: ['tourism'] })).toEqual([]);
  });
});

describe('highlightTravellerTypes', () => {
  it.each<[string, TravelPurpose[], TravellerType[]]>([
    ['USA', ['business'], ['tourist']],
    ['USA', ['business', 'tourism'], ['tourist']],
    ['USA', ['study', 'work'], ['student']],
    ['USA', ['work'], ['work']],
    ['Germany', ['business'], ['business']],
    ['Germany', ['work', 'study'], ['student']],
    ['Germany', ['work', 'tourism'], ['work', 'tourist']],
    ['UK', ['religious', 'medical'], ['religious', 'medical']],
  ])('in %s, %j looks for %j', (destination, purposes, expected) => {
    expect(highlightTravellerTypes({ destination, purposes })).toEqual(expected);
  });
});

describe('effectiveVisaOptionType', () => {
  it.each<[VisaOptionType, string, VisaOptionType]>([
    ['business', 'USA', 'tourist'],
    ['business', 'united states', 'tourist'],
    ['business', 'UK', 'business'],
    ['tourist', 'USA', 'tourist'],
    ['student', 'USA', 'student'],
    ['work', 'USA', 'work'],
    ['exchange', 'USA', 'exchange'],
    ['family', 'USA', 'family'],
  ])('a %s option in %s counts as %s', (type, destination, expected) => {
    expect(effectiveVisaOptionType(option('Visa', type, []), destination)).toBe(expected);
  });
});

describe('visaHighlightRequestSchema', () => {
  it('offers the two study levels', () => {
    expect(STUDY_LEVELS).toEqual(['academic', 'vocational']);
  });

  it('accepts a request with or without a study level, and rejects unknown values', () => {
    expect(
      visaHighlightRequestSchema.safeParse({ destination: 'USA', purposes: ['study'] }).success,
    ).toBe(true);
    expect(
      visaHighlightRequestSchema.safeParse({
        destination: 'USA',
        purposes: ['study'],
        studyLevel: 'vocational',
      }).success,
    ).toBe(true);
    expect(
      visaHighlightRequestSchema.safeParse({
        destination: 'USA',
        purposes: ['study'],
        studyLevel: 'doctoral',
      }).success,
    ).toBe(false);
    expect(
      visaHighlightRequestSchema.safeParse({ destination: 'USA', purposes: ['holiday'] }).success,
    ).toBe(false);
  });
});
