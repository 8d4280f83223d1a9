import { describe, expect, it } from 'vitest';
import { createPurchaseRequestSchema } from '@common/contracts/purchases';
import {
  buildPurchaseRequest,
  ENGLISH_SERVICE_NAMES,
  routeText,
  serviceKind,
  tripType,
} from '@/features/purchase/utils/purchase-summary';

const passenger = {
  passengerName: '  Asha Rao ',
  passportNumber: 'K1234567',
  phoneNumber: '+91 98765 43210',
  email: '',
};

describe('routeText (product.md §5.1)', () => {
  it('joins from, to and the additional cities with arrows', () => {
    expect(
      routeText(
        { fromCity: 'Delhi', toCity: 'Tokyo', additionalCities: ['Kyoto', 'Osaka'], mode: 'multi' },
        'Unknown',
      ),
    ).toBe('Delhi → Tokyo → Kyoto → Osaka');
    expect(routeText({ fromCity: 'Delhi', toCity: 'Tokyo', mode: 'direct' }, 'Unknown')).toBe(
      'Delhi → Tokyo',
    );
  });

  it('names a missing or blank city with the given word', () => {
    expect(routeText({ toCity: 'Tokyo' }, 'Unknown')).toBe('Unknown → Tokyo');
    expect(routeText({ fromCity: 'Delhi', toCity: '  ' }, 'Desconocida')).toBe(
      'Delhi → Desconocida',
    );
    expect(routeText({}, 'Unknown')).toBe('Unknown → Unknown');
  });

  it('leaves out blank additional cities', () => {
    expect(
      routeText({ fromCity: 'Delhi', toCity: 'Tokyo', additionalCities: ['', ' Kyoto '] }, '?'),
    ).toBe('Delhi → Tokyo → Kyoto');
  });

  it('is null without booking data, so the dialog says "Route not available"', () => {
    expect(routeText(null, 'Unknown')).toBeNull();
    expect(routeText(undefined, 'Unknown')).toBeNull();
  });
});

describe('tripType', () => {
  it("is direct only for mode 'direct', otherwise multi-city", () => {
    expect(tripType({ mode: 'direct' })).toBe('direct');
    expect(tripType({ mode: 'multi' })).toBe('multi');
    expect(tripType({ fromCity: 'Delhi' })).toBe('multi');
  });

  it('is not shown without booking data', () => {
    expect(tripType(null)).toBeNull();
  });
});

describe('serviceKind', () => {
  it('knows the three add-ons and calls anything else a generic service', () => {
    expect(serviceKind('travel-insurance')).toBe('travel-insurance');
    expect(serviceKind('dummy-flight')).toBe('dummy-flight');
    expect(serviceKind('dummy-hotel')).toBe('dummy-hotel');
    expect(serviceKind('e-sim')).toBe('other');
    expect(serviceKind('toString')).toBe('other');
  });
});

describe('buildPurchaseRequest (product.md §5.1)', () => {
  it('sends the price of the service type as a string and status confirmed', () => {
    const prices = Object.fromEntries(
      ['travel-insurance', 'dummy-flight', 'dummy-hotel', 'city-tour'].map((type) => [
        type,
        buildPurchaseRequest({ serviceType: type, passenger }).price,
      ]),
    );
    expect(prices).toEqual({
      'travel-insurance': '49.99',
      'dummy-flight': '29.99',
      'dummy-hotel': '24.99',
      'city-tour': '39.99',
    });
    expect(buildPurchaseRequest({ serviceType: 'travel-insurance', passenger }).status).toBe(
      'confirmed',
    );
  });

  it('puts the booking data, the session context and the passenger in metadata', () => {
    const request = buildPurchaseRequest({
      serviceType: 'dummy-flight',
      bookingData: { fromCity: 'Delhi', toCity: 'Tokyo', additionalCities: [], mode: 'direct' },
      sessionContext: {
        destination: 'Japan',
        nationality: 'India',
        sessionId: 'V1StGXR8_Z5jdHi6B-myT',
      },
      passenger: { ...passenger, email: 'asha@example.com' },
    });
    expect(request).toEqual({
      type: 'dummy-flight',
      serviceName: 'Dummy Flight Booking',
      destination: 'Japan',
      metadata: {
        fromCity: 'Delhi',
        toCity: 'Tokyo',
        additionalCities: [],
        mode: 'direct',
        nationality: 'India',
        destination: 'Japan',
        passengerInfo: {
          passengerName: 'Asha Rao',
          passportNumber: 'K1234567',
          phoneNumber: '+91 98765 43210',
          email: 'asha@example.com',
        },
      },
      price: '29.99',
      status: 'confirmed',
      // The conversation it is bought from: the purchase joins its trip (product.md §4.9).
      sessionId: 'V1StGXR8_Z5jdHi6B-myT',
    });
    expect(createPurchaseRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out what is not known: no cities, no countries, no email', () => {
    const request = buildPurchaseRequest({ serviceType: 'travel-insurance', passenger });
    expect(request.serviceName).toBe(ENGLISH_SERVICE_NAMES['travel-insurance']);
    expect(request.destination).toBeUndefined();
    expect(request.metadata).toEqual({
      passengerInfo: {
        passengerName: 'Asha Rao',
        passportNumber: 'K1234567',
        phoneNumber: '+91 98765 43210',
      },
    });
    // Undefined keys vanish in JSON, so the body carries only what is known.
    expect(JSON.parse(JSON.stringify(request)).metadata).toEqual({
      passengerInfo: {
        passengerName: 'Asha Rao',
        passportNumber: 'K1234567',
        phoneNumber: '+91 98765 43210',
      },
    });
    expect(createPurchaseRequestSchema.safeParse(request).success).toBe(true);
  });
});
