import { describe, expect, it } from 'vitest';
import {
  purchaseBookingData,
  purchaseDialogOptions,
} from '@/features/chat/utils/purchase-booking-data';
import { emptyTravelContext } from '@/features/chat/utils/travel-context';

describe('purchaseBookingData', () => {
  it('is none while the chat knows neither city', () => {
    expect(purchaseBookingData(emptyTravelContext)).toBeNull();
    expect(purchaseBookingData({ ...emptyTravelContext, fromCity: ' ', toCity: '' })).toBeNull();
  });

  it('is a direct trip between the cities it knows, a missing one left empty', () => {
    expect(
      purchaseBookingData({ ...emptyTravelContext, fromCity: 'Delhi', toCity: 'Tokyo' }),
    ).toEqual({ fromCity: 'Delhi', toCity: 'Tokyo', additionalCities: [], mode: 'direct' });
    expect(purchaseBookingData({ ...emptyTravelContext, toCity: 'Tokyo' })).toEqual({
      fromCity: null,
      toCity: 'Tokyo',
      additionalCities: [],
      mode: 'direct',
    });
  });
});

describe('purchaseDialogOptions', () => {
  it('opens the dialog with the offer type, the booking data and the session context', () => {
    expect(
      purchaseDialogOptions('travel-insurance', {
        nationality: 'India',
        destination: 'Japan',
        fromCity: null,
        toCity: null,
      }),
    ).toEqual({
      serviceType: 'travel-insurance',
      bookingData: null,
      sessionContext: { destination: 'Japan', nationality: 'India' },
    });
  });
});
