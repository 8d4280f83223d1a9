import type { ParseKeys } from 'i18next';
import type { TravelInterest, TravelPurpose } from '@common/contracts/travel-profile';

// The travel profile's purposes and interests as the questionnaire asks them and the dashboard
// shows them (product.md §7, §8.5).

export const PROFILE_PURPOSE_KEYS = {
  leisure: 'travelProfile.purposes.leisure',
  business: 'travelProfile.purposes.business',
  family: 'travelProfile.purposes.family',
  education: 'travelProfile.purposes.education',
  medical: 'travelProfile.purposes.medical',
  other: 'travelProfile.purposes.other',
} as const satisfies Record<TravelPurpose, ParseKeys>;

export const PROFILE_INTEREST_KEYS = {
  'Culture & History': 'travelProfile.interests.cultureHistory',
  'Food & Dining': 'travelProfile.interests.foodDining',
  'Adventure Sports': 'travelProfile.interests.adventureSports',
  'Nature & Outdoors': 'travelProfile.interests.natureOutdoors',
  'Art & Museums': 'travelProfile.interests.artMuseums',
  'Nightlife & Entertainment': 'travelProfile.interests.nightlifeEntertainment',
  Shopping: 'travelProfile.interests.shopping',
  Architecture: 'travelProfile.interests.architecture',
  Photography: 'travelProfile.interests.photography',
  'Local Festivals': 'travelProfile.interests.localFestivals',
  'Wellness & Spa': 'travelProfile.interests.wellnessSpa',
  'Beach & Water Sports': 'travelProfile.interests.beachWaterSports',
} as const satisfies Record<TravelInterest, ParseKeys>;
