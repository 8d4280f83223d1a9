import type { Language } from '@common/constants';
import type { CompletionResponse, FlowAction } from '@common/contracts/chat';
import type { HeldDocument, RequirementCategory } from '@common/contracts/visa-requirements';
import type { CountryCode } from '@common/country-codes';
import type { FlowStep } from '@common/chat-flow';
import type { VisaOrder } from '@common/contracts/visa-orders';
import type { Booking } from '@common/contracts/bookings';
import type { TravelPurpose } from '@common/travel-purpose';
import type { TripCity } from '@common/trip';
import type { VisaQuestionnaireData } from '@common/visa-questionnaire';

/** One turn: the message, the conversation state the client holds, and the language asked for. */
export type AssistantInput = {
  message: string;
  /** As the client sends them: a name, a code, or 'Unknown'. */
  nationality: string;
  destination: string;
  /** The `language` field of the request. */
  language?: Language;
  /** The request's Accept-Language header. */
  acceptLanguage?: string;
  flowStep?: FlowStep;
  travelPurposes?: readonly TravelPurpose[];
  visaQuestionnaire?: VisaQuestionnaireData;
  action?: FlowAction;
  /** The visas and residence permits the traveller said they hold (from the conversation). */
  holds?: readonly HeldDocument[];
  /** Whether the request is signed in; signed-in-only actions lead to auth_required otherwise. */
  signedIn?: boolean;
  /** For buy_visa_bundle / buy_visa_service: the signed-in user's order named by the action. */
  order?: Pick<VisaOrder, 'reference' | 'type'>;
  /** For confirm_booking: the signed-in user's booking the button names. */
  booking?: Booking;
  /** Cities the traveller named earlier, kept by the conversation for the route planner. */
  plannedCities?: readonly TripCity[];
  /** Whether a mailer sends mail; without one no reply promises an email. */
  mailEnabled?: boolean;
};

/** A visa inquiry the reply resolved: both countries known and a requirement given. */
export type ResolvedInquiry = {
  nationality: CountryCode;
  destination: CountryCode;
  category: RequirementCategory | 'own_country';
  days?: number;
};

export type AssistantReply = CompletionResponse & { resolvedInquiry?: ResolvedInquiry };
