import { formatMoney } from '@common/format-money';
import {
  ADDON_PRICES,
  CHAT,
  DEFAULT_CURRENCY,
  type AddonServiceType,
  type Language,
} from '@common/constants';
import type { CountryCode } from '@common/country-codes';
import { SCHENGEN_MEMBERS } from '../../visa/groups';
import { resolveCountry } from '../../countries/countries';
import type { Intent } from '../understanding/classify-intent';
import { intentText, type IntentTextKeys, type ReplyFacts } from './intent-text-kit';

// The assistant's answer to every intent except a visa question (which has its own reply) and
// an unknown message. Each answer is advice plus a next step back into the chat's flows.

export type IntentReplyIntent = Exclude<Intent, 'visa_requirements' | 'unknown'>;

export type IntentReply = { content: string; offers: readonly AddonServiceType[] };

const NO_OFFERS: readonly AddonServiceType[] = [];

/** A reply's keys in the namespace's JSON, with or without a trip (intent-text-kit.ts). */
function keys<N extends 'conversation' | 'travel-services' | 'visa-documents', I extends string>(
  namespace: N,
  intent: I,
): { general: `${N}:${I}.general`; trip: `${N}:${I}.trip` } {
  return { general: `${namespace}:${intent}.general`, trip: `${namespace}:${intent}.trip` };
}

/** Offers only where the reply talks about that add-on as the thing to buy next. */
const REPLIES: Record<
  IntentReplyIntent,
  { texts: IntentTextKeys; offers: readonly AddonServiceType[] }
> = {
  flights: { texts: keys('travel-services', 'flights'), offers: ['dummy-flight'] },
  hotels: { texts: keys('travel-services', 'hotels'), offers: ['dummy-hotel'] },
  dummy_flight: { texts: keys('visa-documents', 'dummyFlight'), offers: ['dummy-flight'] },
  dummy_hotel: { texts: keys('visa-documents', 'dummyHotel'), offers: ['dummy-hotel'] },
  insurance: {
    texts: {
      ...keys('visa-documents', 'insurance'),
      tripSchengen: 'visa-documents:insurance.tripSchengen',
    },
    offers: ['travel-insurance'],
  },
  esim: { texts: keys('travel-services', 'esim'), offers: NO_OFFERS },
  car_rental: { texts: keys('travel-services', 'carRental'), offers: NO_OFFERS },
  restaurants: { texts: keys('travel-services', 'restaurants'), offers: NO_OFFERS },
  tours: { texts: keys('travel-services', 'tours'), offers: NO_OFFERS },
  itinerary: { texts: keys('travel-services', 'itinerary'), offers: NO_OFFERS },
  greeting: { texts: keys('conversation', 'greeting'), offers: NO_OFFERS },
  thanks: { texts: keys('conversation', 'thanks'), offers: NO_OFFERS },
  help: { texts: keys('conversation', 'help'), offers: NO_OFFERS },
};

/** The Schengen states, whose visa needs insurance with a minimum medical cover. */
const SCHENGEN_STATES: ReadonlySet<CountryCode> = new Set<CountryCode>(SCHENGEN_MEMBERS);

/** The add-on's price from common/ as every page shows it ('$29.99', '29,99 US$'), never a
 * number typed into a text. */
export function formatAddonPrice(type: AddonServiceType, language: Language): string {
  return formatMoney(ADDON_PRICES[type], DEFAULT_CURRENCY, language);
}

function pricesIn(language: Language): Record<AddonServiceType, string> {
  return {
    'travel-insurance': formatAddonPrice('travel-insurance', language),
    'dummy-flight': formatAddonPrice('dummy-flight', language),
    'dummy-hotel': formatAddonPrice('dummy-hotel', language),
  };
}

/** A country the chat knows; the client's 'Unknown' placeholder and blanks are not one. */
function known(name: string | undefined): string | undefined {
  const trimmed = name?.trim();
  return trimmed && trimmed !== CHAT.unknownCountry ? trimmed : undefined;
}

function isSchengen(destination: string | undefined): boolean {
  const code = destination === undefined ? undefined : resolveCountry(destination);
  return code !== undefined && SCHENGEN_STATES.has(code);
}

export function intentReply(
  intent: IntentReplyIntent,
  language: Language,
  context: { destination?: string; nationality?: string },
): IntentReply {
  const destination = known(context.destination);
  const facts: ReplyFacts = {
    destination,
    nationality: known(context.nationality),
    prices: pricesIn(language),
    schengen: isSchengen(destination),
  };
  const reply = REPLIES[intent];
  return { content: intentText(language, reply.texts, facts), offers: reply.offers };
}
