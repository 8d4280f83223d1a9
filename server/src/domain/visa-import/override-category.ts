import { REQUIREMENT_CATEGORIES } from '@common/contracts/visa-requirements';
import { z } from 'zod';

// The categories an imported file can give: the open data has no freedom-of-movement value.
export const overrideCategorySchema = z
  .enum(REQUIREMENT_CATEGORIES)
  .exclude(['freedom_of_movement']);
export const OVERRIDE_CATEGORIES = overrideCategorySchema.options;
export type OverrideCategory = z.infer<typeof overrideCategorySchema>;

/** One imported answer: what a nationality needs for a destination. */
export type OverrideRequirement = {
  nationality: string;
  destination: string;
  category: OverrideCategory;
  /** The visa-free stay in days, when the file gave a number; otherwise null. */
  days: number | null;
};
