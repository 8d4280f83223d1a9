import { describe, expect, it } from 'vitest';
import type { TripSelection } from '@common/trip';
import {
  purchaseBookingData,
  purchaseDialogOptions,
} from '@/features/chat/utils/purchase-booking-data';

const DIRECT: TripSelection = {
  mode: 'direct',
  from: { name: 'Berlin', country: 'DE', airport: 'BER' },
  destinations: [{ name: 'Tokyo', country: 'JP', airport: 'HND' }],
  flightType: 'oneway',
};

const MULTI: TripSelection = {
  mode: 'multi',
  from: { name: 'Frankfurt', country: 'DE', airport: 'FRA' },
  destinations: [
    { name: 'Tokyo', country: 'JP', airport: 'HND' },
    { name: 'Osaka', country: 'JP', airport: 'KIX' },
    { name: 'Fukuoka', country: 'JP', airport: 'FUK' },
  ],
  flightType: 'oneway',
  returnCity: 'Fukuoka',
};

describe('purchaseBookingData', () => {
  it('is none while the conversation has chosen no cities', () => {
    expect(purchaseBookingData({})).toBeNull();
    expect(purchaseBookingData({ destination: 'Japan', nationality: 'Germany' })).toBeNull();
  });

  it('is the direct trip the conversation chose', () => {
    expect(purchaseBookingData({ trip: DIRECT })).toEqual({
      fromCity: 'Berlin',
      toCity: 'Tokyo',
      additionalCities: [],
      mode: 'direct',
    });
  });

  it('is a multi-city trip with every city in order and the return city', () => {
    expect(purchaseBookingData({ trip: MULTI })).toEqual({
      fromCity: 'Frankfurt',
      toCity: 'Tokyo',
      additionalCities: ['Osaka', 'Fukuoka'],
      mode: 'multi',
      returnCity: 'Fukuoka',
    });
  });
});

describe('purchaseDialogOptions', () => {
  it('opens the dialog with the offer type, the booking data and the session context', () => {
    const session = 'V1StGXR8_Z5jdHi6B-myT';
    expect(
      purchaseDialogOptions(
        'travel-insurance',
        { nationality: 'India', destination: 'Japan' },
        session,
      ),
    ).toEqual({
      serviceType: 'travel-insurance',
      bookingData: null,
      sessionContext: { destination: 'Japan', nationality: 'India', sessionId: session },
    });
    expect(purchaseDialogOptions('dummy-hotel', { trip: MULTI }, null).bookingData?.mode).toBe(
      'multi',
    );
    expect(purchaseDialogOptions('dummy-hotel', {}, null).sessionContext).not.toHaveProperty(
      'sessionId',
    );
  });
});
