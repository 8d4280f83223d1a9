import {
  ADDON_PRICES,
  DEFAULT_CURRENCY,
  type AddonServiceType,
  type Language,
} from '@common/constants';
import { FLIGHT_RESERVATION_HOLD_DAYS as HOLD } from '@common/contracts/bookings';
import type { Offer } from '@common/contracts/chat';
import { text } from '../../../lib/texts';

// The add-on offers of a reply (product.md §5.1): what each is, honestly, at the price from
// common/. Dummy reservations are documents for visa applications, not tickets. The texts are
// in server/src/locales/<language>/offers.json.

// Offers are fixed per type and language: composed once, then shared by every reply.
const composed = new Map<string, Readonly<Offer>>();

export function offerFor(type: AddonServiceType, language: Language): Readonly<Offer> {
  const key = `${language}:${type}`;
  let offer = composed.get(key);
  if (!offer) {
    offer = Object.freeze({
      type,
      title: text(language, `offers:${type}.title`),
      description: text(language, `offers:${type}.description`, { holdDays: HOLD }),
      price: ADDON_PRICES[type],
      currency: DEFAULT_CURRENCY,
    });
    composed.set(key, offer);
  }
  return offer;
}

/** The three documents a visa application asks for, in the order a traveller needs them. */
export const VISA_OFFER_TYPES = ['dummy-flight', 'dummy-hotel', 'travel-insurance'] as const;
