import { describe, expect, it } from 'vitest';
import { CHAT } from '@common/constants';
import type { Booking } from '@common/contracts/bookings';
import type { Conversation, FlowAction, ReplyMetadata } from '@common/contracts/chat';
import type { TripSelection } from '@common/trip';
import { FIRST_STEP, nextConversation, turnInput } from './conversation';

const TRIP: TripSelection = {
  mode: 'direct',
  from: { name: 'Berlin', country: 'DE', airport: 'BER' },
  destinations: [{ name: 'Tokyo', country: 'JP', airport: 'HND' }],
  flightType: 'oneway',
};
const FORGED_TRIP: TripSelection = {
  mode: 'multi',
  from: { name: 'Paris', country: 'FR', airport: 'CDG' },
  destinations: [
    { name: 'Seoul', country: 'KR', airport: 'ICN' },
    { name: 'Busan', country: 'KR', airport: 'PUS' },
  ],
  flightType: 'roundtrip',
};

const GERMANY_JAPAN: Conversation = {
  nationality: 'Germany',
  destination: 'Japan',
  nationalityCode: 'DE',
  destinationCode: 'JP',
  flowStep: 'visa_free_booking',
};

/** A request claiming France to Brazil, with answers of its own. */
const CLAIMS = {
  nationality: 'France',
  destination: 'Brazil',
  travelPurposes: ['business' as const],
  visaQuestionnaire: { purpose: 'business' as const },
};

const action = (overrides: Partial<FlowAction> & Pick<FlowAction, 'type'>): FlowAction => ({
  flowStep: 'city_selection',
  ...overrides,
});

const metadata = (overrides: Partial<ReplyMetadata> = {}): ReplyMetadata => ({
  nationality: 'Germany',
  destination: 'Japan',
  nationalityCode: 'DE',
  destinationCode: 'JP',
  flowStep: 'visa_free_booking',
  language: 'en',
  ...overrides,
});

const FLIGHT = { type: 'flight', reference: 'FL123456789AB' } as Booking;
const HOTEL = { type: 'hotel', reference: 'ABCDEFGHJ' } as Booking;

describe('turnInput', () => {
  it('resumes a button pressed again after sign-in at the step that offered it', () => {
    const stored: Conversation = { ...GERMANY_JAPAN, flowStep: 'visa_free_booking' };
    const resumed = turnInput(stored, {
      ...CLAIMS,
      action: { type: 'book_flight', flowStep: 'auth_required' },
    });
    expect(resumed.action).toEqual({ type: 'book_flight', flowStep: 'visa_free_booking' });
    // A button the stored step does not offer keeps its claim, which the engine then refuses.
    const refused = turnInput(stored, {
      ...CLAIMS,
      action: { type: 'buy_visa_bundle', flowStep: 'auth_required' },
    });
    expect(refused.action?.flowStep).toBe('auth_required');
  });

  it('without a stored conversation takes the countries and answers as hints, at the welcome step', () => {
    const input = turnInput(undefined, { ...CLAIMS });
    expect(input).toEqual({
      nationality: 'France',
      destination: 'Brazil',
      flowStep: FIRST_STEP,
      travelPurposes: ['business'],
      visaQuestionnaire: { purpose: 'business' },
    });
    expect(FIRST_STEP).toBe('greeting');
  });

  it('with a stored conversation ignores the claimed countries, step and answers', () => {
    const stored: Conversation = {
      ...GERMANY_JAPAN,
      travelPurposes: ['tourism'],
      visaQuestionnaire: { purpose: 'tourism', duration: 'short' },
    };
    expect(turnInput(stored, { ...CLAIMS })).toEqual({
      nationality: 'DE',
      destination: 'JP',
      flowStep: 'visa_free_booking',
      travelPurposes: ['tourism'],
      visaQuestionnaire: { purpose: 'tourism', duration: 'short' },
    });
  });

  it('drops claimed answers the stored conversation does not have', () => {
    const input = turnInput(GERMANY_JAPAN, { ...CLAIMS });
    expect(input).not.toHaveProperty('travelPurposes');
    expect(input).not.toHaveProperty('visaQuestionnaire');
  });

  it('answers unknown countries for a stored conversation that lacks them', () => {
    const input = turnInput({ destinationCode: 'JP', flowStep: 'nationality_collection' }, CLAIMS);
    expect(input).toMatchObject({
      nationality: CHAT.unknownCountry,
      destination: 'JP',
      flowStep: 'nationality_collection',
    });
  });

  it('starts at the welcome step when the stored conversation has no step', () => {
    expect(turnInput({ destinationCode: 'JP' }, CLAIMS).flowStep).toBe(FIRST_STEP);
  });

  it.each([
    'choose_preference_purpose',
    'choose_preference_duration',
    'choose_preference_budget',
    'choose_preference_interests',
    'create_itinerary',
    'show_itinerary',
    'modify_preferences',
  ] as const)('%s gets the stored preferences, never the claimed ones or trip', (type) => {
    const stored: Conversation = {
      ...GERMANY_JAPAN,
      trip: TRIP,
      travelPreferences: { purpose: 'culture', duration: 'short' },
    };
    const claimed = action({
      type,
      flowStep: 'travel_preferences_step3',
      values: ['mid'],
      preferences: { purpose: 'business', duration: 'long', budget: 'luxury' },
      trip: FORGED_TRIP,
    });
    expect(turnInput(stored, { ...CLAIMS, action: claimed }).action).toEqual({
      type,
      flowStep: 'travel_preferences_step3',
      values: ['mid'],
      preferences: { purpose: 'culture', duration: 'short' },
    });
    // No stored answers: none, not the claimed ones.
    expect(turnInput(GERMANY_JAPAN, { ...CLAIMS, action: claimed }).action?.preferences).toEqual(
      {},
    );
  });

  it('confirm_booking keeps its reference and gets the stored trip', () => {
    const stored: Conversation = { ...GERMANY_JAPAN, flowStep: 'city_selection', trip: TRIP };
    const claimed = action({
      type: 'confirm_booking',
      values: ['FL123456789AB'],
      trip: FORGED_TRIP,
      preferences: { purpose: 'business' },
    });
    expect(turnInput(stored, { ...CLAIMS, action: claimed }).action).toEqual({
      type: 'confirm_booking',
      flowStep: 'city_selection',
      values: ['FL123456789AB'],
      trip: TRIP,
    });
    // Without a stored trip, no trip at all.
    expect(turnInput(GERMANY_JAPAN, { ...CLAIMS, action: claimed }).action).toEqual({
      type: 'confirm_booking',
      flowStep: 'city_selection',
      values: ['FL123456789AB'],
    });
  });

  it("book_itinerary_services gets the conversation's booked services, not the claimed ones", () => {
    const stored: Conversation = {
      ...GERMANY_JAPAN,
      flowStep: 'show_personalized_itinerary',
      trip: TRIP,
      bookedServices: ['flight'],
    };
    const claimed = action({
      type: 'book_itinerary_services',
      flowStep: 'show_personalized_itinerary',
      values: ['flight', 'hotel'],
      trip: FORGED_TRIP,
    });
    expect(turnInput(stored, { ...CLAIMS, action: claimed }).action).toEqual({
      type: 'book_itinerary_services',
      flowStep: 'show_personalized_itinerary',
      values: ['flight'],
      trip: TRIP,
    });
    expect(turnInput(GERMANY_JAPAN, { ...CLAIMS, action: claimed }).action?.values).toEqual([]);
  });

  it('select_cities keeps the trip the panel chose', () => {
    const chosen = action({ type: 'select_cities', flowStep: 'multi_city_builder', trip: TRIP });
    const stored: Conversation = { ...GERMANY_JAPAN, flowStep: 'multi_city_builder' };
    expect(turnInput(stored, { ...CLAIMS, action: chosen }).action).toEqual(chosen);
  });

  it('other buttons keep their own values but lose a claimed trip and preferences', () => {
    const claimed = action({
      type: 'buy_visa_bundle',
      flowStep: 'visa_recommendation_options',
      values: ['VB-123'],
      trip: FORGED_TRIP,
      preferences: { purpose: 'business' },
    });
    expect(turnInput(GERMANY_JAPAN, { ...CLAIMS, action: claimed }).action).toEqual({
      type: 'buy_visa_bundle',
      flowStep: 'visa_recommendation_options',
      values: ['VB-123'],
    });
  });

  it('has no action when the request has none', () => {
    expect(turnInput(GERMANY_JAPAN, CLAIMS)).not.toHaveProperty('action');
  });
});

/** The conversation after a reply, apart from its revision (tested on its own below). */
function changedTo(...args: Parameters<typeof nextConversation>): Conversation {
  const next: Conversation = { ...nextConversation(...args) };
  delete next.revision;
  return next;
}

describe('nextConversation', () => {
  it('counts every change, so a turn answered from an older conversation is told apart', () => {
    const first = nextConversation(undefined, metadata());
    expect(first.revision).toBe(1);
    expect(nextConversation(first, metadata()).revision).toBe(2);
  });

  it("starts from the reply's countries and step", () => {
    expect(changedTo(undefined, metadata())).toEqual(GERMANY_JAPAN);
  });

  it('leaves out what the reply does not know, and nothing else (not the language)', () => {
    expect(
      changedTo(undefined, {
        destinationCode: 'JP',
        flowStep: 'nationality_collection',
        language: 'es',
      }),
    ).toEqual({ destinationCode: 'JP', flowStep: 'nationality_collection' });
  });

  it('keeps what the previous context had when the reply does not carry it', () => {
    const previous: Conversation = {
      ...GERMANY_JAPAN,
      flowStep: 'booking_confirmation',
      tripService: 'flight',
      trip: TRIP,
      travelPurposes: ['tourism'],
      visaQuestionnaire: { purpose: 'tourism' },
      travelPreferences: { purpose: 'culture' },
      bookedServices: ['flight'],
    };
    expect(changedTo(previous, metadata({ flowStep: 'travel_preferences_step1' }))).toEqual({
      ...previous,
      flowStep: 'travel_preferences_step1',
    });
  });

  it("takes the reply's own trip, answers and preferences over the previous ones", () => {
    const previous: Conversation = {
      ...GERMANY_JAPAN,
      trip: TRIP,
      travelPurposes: ['tourism'],
      visaQuestionnaire: { purpose: 'tourism' },
      travelPreferences: { purpose: 'culture' },
      tripService: 'flight',
    };
    const reply = metadata({
      flowStep: 'multi_city_services',
      trip: { ...TRIP, mode: 'multi' },
      travelPurposes: ['study'],
      visaQuestionnaire: { purpose: 'study', duration: 'long' },
      travelPreferences: { purpose: 'food', duration: 'short' },
      tripService: 'hotel',
    });
    expect(changedTo(previous, reply)).toEqual({
      ...GERMANY_JAPAN,
      flowStep: 'multi_city_services',
      trip: { ...TRIP, mode: 'multi' },
      travelPurposes: ['study'],
      visaQuestionnaire: { purpose: 'study', duration: 'long' },
      travelPreferences: { purpose: 'food', duration: 'short' },
      tripService: 'hotel',
    });
  });

  it.each([
    ['destination', { destination: 'France', destinationCode: 'FR' }],
    ['nationality', { nationality: 'India', nationalityCode: 'IN' }],
  ] as const)('starts the trip afresh when the %s changes', (_label, countries) => {
    const previous: Conversation = {
      ...GERMANY_JAPAN,
      flowStep: 'booking_confirmation',
      tripService: 'flight',
      trip: TRIP,
      travelPurposes: ['tourism'],
      visaQuestionnaire: { purpose: 'tourism' },
      travelPreferences: { purpose: 'culture' },
      bookedServices: ['flight'],
    };
    const next = changedTo(previous, metadata(countries));
    expect(next).toEqual({ ...GERMANY_JAPAN, ...countries, flowStep: 'visa_free_booking' });
  });

  it('starts afresh when a country becomes known for the first time', () => {
    const previous: Conversation = {
      destinationCode: 'JP',
      destination: 'Japan',
      flowStep: 'nationality_collection',
      travelPurposes: ['tourism'],
    };
    expect(changedTo(previous, metadata())).toEqual(GERMANY_JAPAN);
  });

  it('adds a confirmed booking to the booked services once', () => {
    const afterFlight = changedTo(
      GERMANY_JAPAN,
      metadata({ flowStep: 'booking_confirmation', booking: FLIGHT }),
    );
    expect(afterFlight.bookedServices).toEqual(['flight']);
    const again = changedTo(
      afterFlight,
      metadata({ flowStep: 'booking_confirmation', booking: FLIGHT }),
    );
    expect(again.bookedServices).toEqual(['flight']);
    const both = changedTo(again, metadata({ flowStep: 'booking_confirmation', booking: HOTEL }));
    expect(both.bookedServices).toEqual(['flight', 'hotel']);
    // The booking itself is the reply's, not the conversation's.
    expect(both).not.toHaveProperty('booking');
  });

  it('does not keep what only one reply shows (recommendation, order reference)', () => {
    const next = changedTo(
      GERMANY_JAPAN,
      metadata({
        flowStep: 'city_selection',
        orderReference: 'VB-123',
        visaRequirement: { category: 'visa_free', days: 90 },
      }),
    );
    expect(next).toEqual({ ...GERMANY_JAPAN, flowStep: 'city_selection' });
  });
});
