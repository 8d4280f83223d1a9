/**
 * What a traveller of one nationality needs to enter one destination for a short tourist stay.
 * Pre-travel authorisations (ESTA, eTA, UK ETA, K-ETA, NZeTA, ETA-IL…) are `eta`; a visa applied
 * for online is `e_visa`; where a traveller may choose a visa on arrival or an e-visa we say
 * `visa_on_arrival`. `freedom_of_movement` is the treaty right of EU/EEA/Swiss citizens (and the
 * Common Travel Area), which comparisons treat as visa-free.
 */
export {
  CATEGORIES_WITH_DAYS,
  MAX_STAY_DAYS,
  REQUIREMENT_CATEGORIES as VISA_CATEGORIES,
  requirementCategorySchema as visaCategorySchema,
  type RequirementCategory as VisaCategory,
} from '@common/contracts/visa-requirements';
