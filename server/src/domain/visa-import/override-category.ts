import { z } from 'zod';

// The categories an imported file can give. They are a subset of the visa rules' categories
// (server/src/domain/visa): the open data has no freedom-of-movement value. This folder keeps its
// own list so the import does not depend on how the rules are written.
export const OVERRIDE_CATEGORIES = [
  'visa_free',
  'visa_on_arrival',
  'eta',
  'e_visa',
  'visa_required',
  'no_admission',
] as const;

export const overrideCategorySchema = z.enum(OVERRIDE_CATEGORIES);
export type OverrideCategory = z.infer<typeof overrideCategorySchema>;

/** One imported answer: what a nationality needs for a destination. */
export type OverrideRequirement = {
  nationality: string;
  destination: string;
  category: OverrideCategory;
  /** The visa-free stay in days, when the file gave a number; otherwise null. */
  days: number | null;
};
