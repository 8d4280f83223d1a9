import {
  ADDON_PRICES,
  DEFAULT_CURRENCY,
  type AddonServiceType,
  type Language,
} from '@common/constants';
import { FLIGHT_RESERVATION_HOLD_DAYS as HOLD } from '@common/contracts/bookings';
import type { Offer } from '@common/contracts/chat';

// The add-on offers of a reply (product.md §5.1): what each is, honestly, at the price from
// common/. Dummy reservations are documents for visa applications, not tickets.

const OFFER_TEXTS: Record<
  AddonServiceType,
  Record<Language, { title: string; description: string }>
> = {
  'dummy-flight': {
    en: {
      title: 'Dummy Flight Booking',
      description: `A verifiable flight reservation for your visa application, valid for ${HOLD} days. Not a real ticket.`,
    },
    es: {
      title: 'Reserva de vuelo para visado',
      description: `Una reserva de vuelo verificable para su solicitud de visado, válida ${HOLD} días. No es un billete real.`,
    },
    zh: {
      title: '签证用机票预订单',
      description: `可验证的机票预订单，用于签证申请，有效期 ${HOLD} 天。并非真实机票。`,
    },
  },
  'dummy-hotel': {
    en: {
      title: 'Dummy Hotel Booking',
      description:
        'A verifiable hotel reservation as proof of accommodation for your visa application. Not a real booking.',
    },
    es: {
      title: 'Reserva de hotel para visado',
      description:
        'Una reserva de hotel verificable como prueba de alojamiento para su solicitud de visado. No es una reserva real.',
    },
    zh: {
      title: '签证用酒店预订单',
      description: '可验证的酒店预订单，作为签证申请的住宿证明。并非真实预订。',
    },
  },
  'travel-insurance': {
    en: {
      title: 'Travel Insurance',
      description: 'Covers medical emergencies, trip cancellation and lost baggage.',
    },
    es: {
      title: 'Seguro de viaje',
      description: 'Cubre emergencias médicas, cancelación del viaje y pérdida de equipaje.',
    },
    zh: {
      title: '旅行保险',
      description: '涵盖医疗急救、行程取消和行李丢失。',
    },
  },
};

export function offerFor(type: AddonServiceType, language: Language): Offer {
  return {
    type,
    ...OFFER_TEXTS[type][language],
    price: ADDON_PRICES[type],
    currency: DEFAULT_CURRENCY,
  };
}

/** The three documents a visa application asks for, in the order a traveller needs them. */
export const VISA_OFFER_TYPES = ['dummy-flight', 'dummy-hotel', 'travel-insurance'] as const;
