import type { RequirementCategory } from '@common/contracts/visa-requirements';

export {
  REQUIREMENT_CATEGORIES,
  requirementCategorySchema,
  type RequirementCategory,
} from '@common/contracts/visa-requirements';

/** What a nationality needs for a destination; `days` is the visa-free (or granted) stay. */
export type VisaRequirement = {
  category: RequirementCategory;
  days?: number | undefined;
};
