import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ADDON_SERVICE_TYPES, SUPPORTED_LANGUAGES, type AddonServiceType } from '@common/constants';
import { projectRoot } from '../../../paths';
import { FLIGHT_RESERVATION_HOLD_DAYS } from '@common/contracts/bookings';
import { offerFor } from './offers';

// An offer card in the chat opens the purchase dialog of the same service: both must name it
// the same way, so the offer titles are checked against the dialog's texts.
const serviceNames = z.object({
  purchase: z.object({
    services: z.object({
      travelInsurance: z.object({ name: z.string() }),
      dummyFlight: z.object({ name: z.string() }),
      dummyHotel: z.object({ name: z.string() }),
    }),
  }),
});

const DIALOG_KEY: Record<AddonServiceType, 'travelInsurance' | 'dummyFlight' | 'dummyHotel'> = {
  'travel-insurance': 'travelInsurance',
  'dummy-flight': 'dummyFlight',
  'dummy-hotel': 'dummyHotel',
};

function dialogNames(language: string) {
  const file = path.join(projectRoot, 'client/src/locales', language, 'translation.json');
  return serviceNames.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).purchase.services;
}

describe('offerFor', () => {
  it('names the services as the specification does', () => {
    expect(offerFor('travel-insurance', 'en').title).toBe('Travel Insurance');
    expect(offerFor('dummy-flight', 'en').title).toBe('Dummy Flight Booking');
    expect(offerFor('dummy-hotel', 'en').title).toBe('Dummy Hotel Booking');
  });

  it.each(SUPPORTED_LANGUAGES)('names each service as the purchase dialog does in %s', (lang) => {
    const names = dialogNames(lang);
    for (const type of ADDON_SERVICE_TYPES) {
      expect(offerFor(type, lang).title).toBe(names[DIALOG_KEY[type]].name);
    }
  });
});

describe('document validity', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'the dummy flight offer states the days a reservation is held, in %s',
    (lang) => {
      const days = String(FLIGHT_RESERVATION_HOLD_DAYS);
      const description = offerFor('dummy-flight', lang).description;
      expect(description).toContain(days);
      // No other figure of days is promised.
      expect(description.match(/\d+/g)).toEqual([days]);
    },
  );
});
