import { requirementCategorySchema } from '@common/contracts/visa-requirements';
import type { z } from 'zod';

// The categories an imported file can give: the open data has no freedom-of-movement value.
export const overrideCategorySchema = requirementCategorySchema.exclude(['freedom_of_movement']);
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
