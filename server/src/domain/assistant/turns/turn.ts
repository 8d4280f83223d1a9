import type { FlowStep } from '@common/chat-flow';
import type { Booking } from '@common/contracts/bookings';
import type { Upsell } from '@common/contracts/chat';
import type { TravelPreferences, TripCity, TripSelection } from '@common/trip';
import type {
  GetVisaRequirementsResponse,
  HeldDocument,
} from '@common/contracts/visa-requirements';
import type { CountryCode } from '@common/country-codes';
import type { TravelPurpose } from '@common/travel-purpose';
import type { VisaQuestionnaireData, VisaRecommendation } from '@common/visa-questionnaire';
import { AppError } from '../../../lib/app-error';

/** The countries the conversation knows, and the visas and residence permits the traveller holds. */
export type Context = {
  nationality?: CountryCode;
  destination?: CountryCode;
  holds?: readonly HeldDocument[];
};

/** What one turn answers: the text, the step it leaves the chat in, and what it carries. */
export type Turn = {
  content: string;
  step: FlowStep;
  upsell?: Upsell;
  purposes?: readonly TravelPurpose[];
  /** The visa answer the reply states (its requirement goes into the metadata). */
  resolved?: GetVisaRequirementsResponse;
  visaQuestionnaire?: VisaQuestionnaireData;
  visaRecommendation?: VisaRecommendation;
  orderReference?: string;
  tripService?: 'flight' | 'hotel';
  trip?: TripSelection;
  travelPreferences?: TravelPreferences;
  booking?: Booking;
  /** Cities the traveller named, in order, for the route planner. */
  plannedCities?: readonly TripCity[];
};

/** Both countries, or a 400: the step's buttons only make sense once they are known. */
export function requireCountries(ctx: Context): Required<Context> {
  if (!ctx.destination || !ctx.nationality) {
    throw new AppError(400, 'Nationality and destination are needed first');
  }
  return { nationality: ctx.nationality, destination: ctx.destination, holds: ctx.holds ?? [] };
}
