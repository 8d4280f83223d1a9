import type { CountryCode } from '@common/country-codes';
import type {
  ImportantNote,
  OfficialLinks,
  VisaCategory,
  VisaOptionType,
} from '@common/contracts/visa-info';
import type { Localized } from './localized';
import type { RequirementCategory } from './requirement';

// The shape of the visa information authored for one destination, every text in every language.

export type VisaOptionData = {
  name: Localized;
  type: VisaOptionType;
  processingTime: Localized;
  validityPeriod: Localized;
  /** The official fee with its currency code ('EUR 90'), or why it cannot be one figure. */
  fee: Localized;
  description: Localized;
  mappedCategories: readonly VisaCategory[];
  /**
   * Shown only to travellers whose requirement is one of these (an ETA only to those who need
   * one, a short-stay visa only to those who need a visa); shown to everyone when absent.
   */
  onlyFor?: readonly RequirementCategory[];
  /**
   * Only these nationalities may use the option (a working-holiday agreement); everyone when
   * absent.
   */
  partners?: readonly CountryCode[];
};

export type ApplicationStepData = { title: Localized; description: Localized };

export type ImportantNoteData = {
  title: Localized;
  description: Localized;
  type: ImportantNote['type'];
};

export type DestinationVisaData = {
  code: CountryCode;
  /** How long a visitor may stay, e.g. 90 days in any 180-day period. */
  maxStay: Localized;
  /** How long the passport must be valid, e.g. 3 months beyond departure. */
  passportValidity: Localized;
  options: readonly VisaOptionData[];
  /** Documents beyond the passport, which `passportValidity` covers. */
  documents: readonly Localized[];
  process: readonly ApplicationStepData[];
  notes: readonly ImportantNoteData[];
  /** Official government sources only. */
  links: OfficialLinks;
  recommendations: readonly Localized[];
};
