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
import { GREETING_TEXTS, HELP_TEXTS, THANKS_TEXTS } from './conversation-texts';
import type { IntentTexts, ReplyFacts } from './intent-text-kit';
import {
  CAR_RENTAL_TEXTS,
  ESIM_TEXTS,
  FLIGHTS_TEXTS,
  HOTELS_TEXTS,
  ITINERARY_TEXTS,
  RESTAURANTS_TEXTS,
  TOURS_TEXTS,
} from './travel-service-texts';
import { DUMMY_FLIGHT_TEXTS, DUMMY_HOTEL_TEXTS, INSURANCE_TEXTS } from './visa-document-texts';

// The assistant's answer to every intent except a visa question (which has its own reply) and
// an unknown message. Each answer is advice plus a next step back into the chat's flows.

export type IntentReplyIntent = Exclude<Intent, 'visa_requirements' | 'unknown'>;

export type IntentReply = { content: string; offers: readonly AddonServiceType[] };

const NO_OFFERS: readonly AddonServiceType[] = [];

/** Offers only where the reply talks about that add-on as the thing to buy next. */
const REPLIES: Record<
  IntentReplyIntent,
  { texts: IntentTexts; offers: readonly AddonServiceType[] }
> = {
  flights: { texts: FLIGHTS_TEXTS, offers: ['dummy-flight'] },
  hotels: { texts: HOTELS_TEXTS, offers: ['dummy-hotel'] },
  dummy_flight: { texts: DUMMY_FLIGHT_TEXTS, offers: ['dummy-flight'] },
  dummy_hotel: { texts: DUMMY_HOTEL_TEXTS, offers: ['dummy-hotel'] },
  insurance: { texts: INSURANCE_TEXTS, offers: ['travel-insurance'] },
  esim: { texts: ESIM_TEXTS, offers: NO_OFFERS },
  car_rental: { texts: CAR_RENTAL_TEXTS, offers: NO_OFFERS },
  restaurants: { texts: RESTAURANTS_TEXTS, offers: NO_OFFERS },
  tours: { texts: TOURS_TEXTS, offers: NO_OFFERS },
  itinerary: { texts: ITINERARY_TEXTS, offers: NO_OFFERS },
  greeting: { texts: GREETING_TEXTS, offers: NO_OFFERS },
  thanks: { texts: THANKS_TEXTS, offers: NO_OFFERS },
  help: { texts: HELP_TEXTS, offers: NO_OFFERS },
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
  return { content: reply.texts[language](facts), offers: reply.offers };
}
