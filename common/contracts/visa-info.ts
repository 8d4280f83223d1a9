import * as z from 'zod/mini';

// The visa information card's data (product.md §3.5); the API contract of the
// visa knowledge once the server serves it.

export const VISA_OPTION_TYPES = [
  'tourist',
  'business',
  'student',
  'work',
  'exchange',
  'family',
] as const;
export const visaOptionTypeSchema = z.enum(VISA_OPTION_TYPES);
export type VisaOptionType = z.infer<typeof visaOptionTypeSchema>;

/** The purpose categories a visa option serves; the words are the specification's. */
export const VISA_CATEGORIES = [
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
] as const;
export const visaCategorySchema = z.enum(VISA_CATEGORIES);
export type VisaCategory = z.infer<typeof visaCategorySchema>;

const textSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000));

export const visaOptionSchema = z.object({
  /** Also the option's identity within one Visa info, e.g. 'F-1 Student Visa'. */
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  type: visaOptionTypeSchema,
  processingTime: textSchema,
  validityPeriod: textSchema,
  /** As shown, with its currency: '$185 USD'. */
  fee: textSchema,
  description: textSchema,
  mappedCategories: z.array(visaCategorySchema),
});
export type VisaOption = z.infer<typeof visaOptionSchema>;

export const applicationStepSchema = z.object({
  step: z.int().check(z.positive()),
  title: textSchema,
  description: textSchema,
});
export type ApplicationStep = z.infer<typeof applicationStepSchema>;

export const IMPORTANT_NOTE_TYPES = ['info', 'warning', 'important'] as const;
export const importantNoteSchema = z.object({
  title: textSchema,
  description: textSchema,
  type: z.enum(IMPORTANT_NOTE_TYPES),
});
export type ImportantNote = z.infer<typeof importantNoteSchema>;

/** Not every country has an eVisa portal or a separate page of further information. */
export const officialLinksSchema = z.object({
  eVisa: z.optional(z.url()),
  embassyInfo: z.optional(z.url()),
  additionalInfo: z.optional(z.url()),
});
export type OfficialLinks = z.infer<typeof officialLinksSchema>;

export const visaInfoSchema = z.object({
  /** The destination. */
  country: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  nationality: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  visaOptions: z.array(visaOptionSchema),
  documentRequirements: z.array(textSchema),
  applicationProcess: z.array(applicationStepSchema),
  importantNotes: z.array(importantNoteSchema),
  officialLinks: officialLinksSchema,
  recommendations: z.array(textSchema),
});
export type VisaInfo = z.infer<typeof visaInfoSchema>;
