import { describe, expect, it } from 'vitest';
import {
  VISA_CATEGORIES,
  VISA_OPTION_TYPES,
  visaInfoSchema,
  visaOptionSchema,
  type VisaInfo,
} from './visa-info';

const visitorVisa = {
  name: 'B-1/B-2 Visitor Visa',
  type: 'business',
  processingTime: 'Interview wait times vary by consulate',
  validityPeriod: 'Up to 10 years',
  fee: '$185 USD',
  description: 'For business trips, tourism and visits to family.',
  mappedCategories: ['Business', 'Tourism & Sightseeing'],
} as const;

const visaInfo: VisaInfo = {
  country: 'USA',
  nationality: 'India',
  visaOptions: [{ ...visitorVisa, mappedCategories: [...visitorVisa.mappedCategories] }],
  documentRequirements: ['Passport valid for 6 months beyond the stay'],
  applicationProcess: [{ step: 1, title: 'Fill in the DS-160', description: 'Online.' }],
  importantNotes: [
    { title: 'Interview', description: 'Most applicants attend one.', type: 'info' },
  ],
  officialLinks: { embassyInfo: 'https://in.usembassy.gov/visas/' },
  recommendations: ['Apply early.'],
};

describe('visa option', () => {
  it('has the specified types and categories', () => {
    expect(VISA_OPTION_TYPES).toEqual([
      'tourist',
      'business',
      'student',
      'work',
      'exchange',
      'family',
    ]);
    expect(VISA_CATEGORIES).toEqual([
      'Study',
      'Work/Employment',
      'Business',
      'Tourism & Sightseeing',
      'Visiting Family/Friends',
      'Cultural Exchange',
      'Transit',
      'Medical',
      'Asylum/Humanitarian',
      'Residency',
      'Diplomatic/Official',
    ]);
  });

  it.each(VISA_OPTION_TYPES)('accepts the type %s', (type) => {
    expect(visaOptionSchema.parse({ ...visitorVisa, type }).type).toBe(type);
  });

  it.each(VISA_CATEGORIES)('accepts the category %s', (category) => {
    expect(
      visaOptionSchema.parse({ ...visitorVisa, mappedCategories: [category] }).mappedCategories,
    ).toEqual([category]);
  });

  it.each([
    ['an unknown type', { type: 'diplomatic' }],
    ['an unknown category', { mappedCategories: ['Holiday'] }],
    ['an empty name', { name: ' ' }],
    ['a missing fee', { fee: undefined }],
  ])('rejects %s', (_name, change) => {
    expect(visaOptionSchema.safeParse({ ...visitorVisa, ...change }).success).toBe(false);
  });
});

describe('visa info', () => {
  it('accepts a full result, with official links left out where there are none', () => {
    expect(visaInfoSchema.parse(visaInfo)).toEqual(visaInfo);
    expect(visaInfoSchema.parse({ ...visaInfo, officialLinks: {} }).officialLinks).toEqual({});
  });

  it.each([
    ['a step number below 1', { applicationProcess: [{ step: 0, title: 'a', description: 'b' }] }],
    ['an unknown note type', { importantNotes: [{ title: 'a', description: 'b', type: 'tip' }] }],
    ['a link that is not a URL', { officialLinks: { eVisa: 'apply online' } }],
    ['a missing nationality', { nationality: undefined }],
  ])('rejects %s', (_name, change) => {
    expect(visaInfoSchema.safeParse({ ...visaInfo, ...change }).success).toBe(false);
  });
});
