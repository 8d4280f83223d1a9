import type { FlowStep } from '@common/chat-flow';
import type { ChatMessage } from '@common/contracts/chat';
import {
  VISA_ORDER_REFERENCE_PREFIX,
  VISA_ORDER_TYPES,
  type VisaOrderType,
} from '@common/contracts/visa-orders';
import type { CountryCode } from '@common/country-codes';
import type { TravelPurpose } from '@common/travel-purpose';
import type { VisaRecommendation } from '@common/visa-questionnaire';
import type { BookingService } from '@/lib/chat-booking';
import { messagesUpTo } from '@/lib/trip-actions';

// What the guided visa flow (product.md §3.5) reads from the conversation: the trip a reply is
// about, the recommendation, the order a reference names, and the gated action an auth_required
// reply interrupted.

/** The trip as the visa endpoints want it: ISO codes, plus the destination's English name. */
export type TripCodes = {
  nationalityCode: CountryCode;
  destinationCode: CountryCode;
  /** The English name the replies use; the visa highlighting needs it. */
  destination: string | undefined;
};

/** The trip of the newest reply (up to `last`, when given) that names both countries. */
export function tripCodesUpTo(
  messages: readonly ChatMessage[],
  last?: ChatMessage,
): TripCodes | null {
  const source = messagesUpTo(messages, last).findLast(
    (message) =>
      message.role === 'assistant' &&
      message.metadata?.nationalityCode !== undefined &&
      message.metadata.destinationCode !== undefined,
  )?.metadata;
  if (!source?.nationalityCode || !source.destinationCode) return null;
  return {
    nationalityCode: source.nationalityCode,
    destinationCode: source.destinationCode,
    destination: source.destination,
  };
}

/** The purposes the traveller gave, as the newest message (up to `last`) that carries them. */
export function travelPurposesUpTo(
  messages: readonly ChatMessage[],
  last?: ChatMessage,
): TravelPurpose[] {
  return (
    messagesUpTo(messages, last).findLast((message) => message.metadata?.travelPurposes?.length)
      ?.metadata?.travelPurposes ?? []
  );
}

/** The questionnaire's newest recommendation, if the traveller has answered it. */
export function latestVisaRecommendation(
  messages: readonly ChatMessage[],
): VisaRecommendation | undefined {
  return messages.findLast((message) => message.metadata?.visaRecommendation)?.metadata
    ?.visaRecommendation;
}

/** The kind of order a reference names (VB- bundle, VS- service). */
export function orderTypeOfReference(reference: string): VisaOrderType | null {
  return (
    VISA_ORDER_TYPES.find((type) => reference.startsWith(VISA_ORDER_REFERENCE_PREFIX[type])) ?? null
  );
}

/** A button that needs an account (product.md §3.6). */
export type GatedAction =
  { kind: 'booking'; service: BookingService } | { kind: 'visa-order'; orderType: VisaOrderType };

const ORDER_BY_STEP: Partial<Record<FlowStep, VisaOrderType>> = {
  visa_recommendation_options: 'visa-bundle',
  visa_service_options: 'visa-service',
};

/**
 * The gated button an auth_required reply answered: read from the step before it and, for the
 * two booking buttons, from the label the traveller sent. Null when it cannot be told.
 */
export function gatedActionBefore(
  messages: readonly ChatMessage[],
  authReply: ChatMessage,
  bookHotelLabels: readonly string[],
): GatedAction | null {
  const earlier = messagesUpTo(messages, authReply).slice(0, -1);
  const previousStep = earlier.findLast((message) => message.role === 'assistant')?.metadata
    ?.flowStep;
  if (previousStep === undefined) return null;
  const orderType = ORDER_BY_STEP[previousStep];
  if (orderType) return { kind: 'visa-order', orderType };
  if (previousStep !== 'visa_free_booking') return null;
  const sent = earlier.findLast((message) => message.role === 'user')?.content.trim();
  return {
    kind: 'booking',
    service: sent !== undefined && bookHotelLabels.includes(sent) ? 'hotel' : 'flight',
  };
}
