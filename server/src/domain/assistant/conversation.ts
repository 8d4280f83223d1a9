import { CHAT } from '@common/constants';
import type { FlowActionType } from '@common/chat-flow';
import type { Language } from '@common/constants';
import type {
  CompletionResponse,
  Conversation,
  FlowAction,
  ReplyMetadata,
} from '@common/contracts/chat';
import type { TravelPurpose } from '@common/travel-purpose';
import type { TripSelection } from '@common/trip';
import type { VisaQuestionnaireData } from '@common/visa-questionnaire';
import { AppError } from '../../lib/app-error';
import type { AssistantInput } from './assistant-types';
import { actionTargets } from './flow/flow-machine';
import { text } from '../../lib/texts';

export const TRIP_OUTSIDE_COUNTRIES =
  "The trip's cities must start in the traveller's country and visit the destination";

// The conversation the server keeps for each chat session: what the replies have established
// (countries, cities, the step, the answers). A turn starts from it; the client's copy is a
// hint for the first turn only and never moves a later one (docs/decisions/019).

/** Buttons whose answers so far are the conversation's, not what the client sends along. */
const PREFERENCE_ACTIONS: ReadonlySet<FlowActionType> = new Set<FlowActionType>([
  'choose_preference_purpose',
  'choose_preference_duration',
  'choose_preference_budget',
  'choose_preference_interests',
  'create_itinerary',
  'show_itinerary',
  'modify_preferences',
]);
/** Buttons about the trip already chosen (select_cities is the one that chooses it). */
const TRIP_ACTIONS: ReadonlySet<FlowActionType> = new Set<FlowActionType>([
  'confirm_booking',
  'book_itinerary_services',
]);

/** The departure in the nationality's country, every other city in the destination's. */
export function tripFitsCountries(trip: TripSelection, conversation: Conversation): boolean {
  return (
    trip.from.country === conversation.nationalityCode &&
    trip.destinations.every((city) => city.country === conversation.destinationCode)
  );
}

/** The step a conversation without a stored context is in: the welcome's. */
export const FIRST_STEP = 'greeting' as const;

type TurnRequest = {
  nationality: string;
  destination: string;
  travelPurposes?: TravelPurpose[] | undefined;
  visaQuestionnaire?: VisaQuestionnaireData | undefined;
  action?: FlowAction | undefined;
};

/** The action as the server accepts it: what the button chose, the rest from the conversation. */
function trustedAction(action: FlowAction, conversation: Conversation): FlowAction {
  const own: FlowAction = {
    type: action.type,
    flowStep: action.flowStep,
    ...(action.values ? { values: action.values } : {}),
  };
  if (PREFERENCE_ACTIONS.has(action.type)) {
    return { ...own, preferences: conversation.travelPreferences ?? {} };
  }
  if (action.type === 'select_cities') {
    if (action.trip && !tripFitsCountries(action.trip, conversation)) {
      throw new AppError(400, TRIP_OUTSIDE_COUNTRIES);
    }
    return action;
  }
  if (TRIP_ACTIONS.has(action.type)) {
    const values =
      action.type === 'book_itinerary_services'
        ? [...(conversation.bookedServices ?? [])]
        : own.values;
    return {
      ...own,
      ...(values ? { values } : {}),
      ...(conversation.trip ? { trip: conversation.trip } : {}),
    };
  }
  return own;
}

/**
 * A button pressed again after the sign-in that auth_required asked for. When the prompt came
 * from a conversation the request could not touch (its owner's sign-in had ended), it was not
 * stored, so the conversation is still at the step that offered the button: resume it there.
 */
function resumedAction(action: FlowAction, stored: Conversation): FlowAction {
  const step = stored.flowStep;
  if (action.flowStep !== 'auth_required' || !step || step === 'auth_required') return action;
  return actionTargets(step, action.type).length > 0 ? { ...action, flowStep: step } : action;
}

/** The reply to a signed-out turn on a conversation that belongs to an account: sign in first. */
export function signInFirstReply(language: Language): CompletionResponse {
  return {
    content: text(language, 'visa-flow:signInNeeded'),
    type: 'text',
    metadata: { flowStep: 'auth_required', language },
  };
}

/**
 * What the assistant answers this turn from. With a stored conversation, its countries, step
 * and answers; the request only adds its message and the button's own values. Without one
 * (the first turn), the request's countries and answers are taken as hints and the step is the
 * welcome's, so no button of a later step can be pressed yet.
 */
export function turnInput(
  stored: Conversation | undefined,
  request: TurnRequest,
): Pick<
  AssistantInput,
  | 'nationality'
  | 'destination'
  | 'flowStep'
  | 'travelPurposes'
  | 'visaQuestionnaire'
  | 'action'
  | 'holds'
  | 'plannedCities'
> {
  const conversation: Conversation = stored ?? {
    ...(request.travelPurposes ? { travelPurposes: request.travelPurposes } : {}),
    ...(request.visaQuestionnaire ? { visaQuestionnaire: request.visaQuestionnaire } : {}),
  };
  return {
    nationality: stored ? (stored.nationalityCode ?? CHAT.unknownCountry) : request.nationality,
    destination: stored ? (stored.destinationCode ?? CHAT.unknownCountry) : request.destination,
    flowStep: stored?.flowStep ?? FIRST_STEP,
    ...(stored?.holds ? { holds: stored.holds } : {}),
    ...(stored?.plannedCities ? { plannedCities: stored.plannedCities } : {}),
    ...(conversation.travelPurposes ? { travelPurposes: conversation.travelPurposes } : {}),
    ...(conversation.visaQuestionnaire
      ? { visaQuestionnaire: conversation.visaQuestionnaire }
      : {}),
    ...(request.action
      ? {
          action: trustedAction(
            stored ? resumedAction(request.action, stored) : request.action,
            conversation,
          ),
        }
      : {}),
  };
}

function withBooked(
  booked: Conversation['bookedServices'],
  metadata: ReplyMetadata,
): Conversation['bookedServices'] {
  const type = metadata.booking?.type;
  if (!type) return booked;
  return [...new Set([...(booked ?? []), type])];
}

/**
 * The conversation after a reply: the reply's countries and step, and whatever it carries.
 * A new destination or nationality starts the trip afresh (its cities and answers were for
 * the old one); anything the reply does not carry is kept.
 */
export function nextConversation(
  previous: Conversation | undefined,
  metadata: ReplyMetadata,
): Conversation {
  const changedCountries =
    previous !== undefined &&
    (previous.destinationCode !== metadata.destinationCode ||
      previous.nationalityCode !== metadata.nationalityCode);
  const kept: Conversation = changedCountries || !previous ? {} : previous;
  const travelPurposes = metadata.travelPurposes ?? kept.travelPurposes;
  const visaQuestionnaire = metadata.visaQuestionnaire ?? kept.visaQuestionnaire;
  const travelPreferences = metadata.travelPreferences ?? kept.travelPreferences;
  const trip = metadata.trip ?? kept.trip;
  const tripService = metadata.tripService ?? kept.tripService;
  const plannedCities = metadata.plannedCities ?? kept.plannedCities;
  const bookedServices = withBooked(kept.bookedServices, metadata);
  // The traveller's documents are theirs, not the trip's: a new destination keeps them.
  const holds = metadata.holds ?? previous?.holds;
  return {
    ...(metadata.nationality ? { nationality: metadata.nationality } : {}),
    ...(metadata.destination ? { destination: metadata.destination } : {}),
    ...(metadata.nationalityCode ? { nationalityCode: metadata.nationalityCode } : {}),
    ...(metadata.destinationCode ? { destinationCode: metadata.destinationCode } : {}),
    flowStep: metadata.flowStep,
    revision: (previous?.revision ?? 0) + 1,
    ...(tripService ? { tripService } : {}),
    ...(trip ? { trip } : {}),
    ...(plannedCities ? { plannedCities } : {}),
    ...(travelPurposes ? { travelPurposes } : {}),
    ...(visaQuestionnaire ? { visaQuestionnaire } : {}),
    ...(travelPreferences ? { travelPreferences } : {}),
    ...(bookedServices ? { bookedServices } : {}),
    ...(holds ? { holds } : {}),
  };
}
