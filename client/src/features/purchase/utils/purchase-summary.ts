import { ADDON_SERVICE_TYPES, priceOfService, type AddonServiceType } from '@common/constants';
import type { CreatePurchaseRequest, PassengerInfo } from '@common/contracts/purchases';
import type { PurchaseBookingData, PurchaseSessionContext } from '@/lib/purchase-dialog';

/**
 * How the dialog names a service: one of the service types of product.md §5.1, or a generic
 * service.
 */
export type ServiceKind = AddonServiceType | 'other';

export function serviceKind(type: string): ServiceKind {
  return ADDON_SERVICE_TYPES.find((addon) => addon === type) ?? 'other';
}

/**
 * The English service names the purchase records (the dashboard translates them); the dialog
 * shows the translated `purchase.services.{kind}.name` instead.
 */
export const ENGLISH_SERVICE_NAMES: Record<ServiceKind, string> = {
  'travel-insurance': 'Travel Insurance',
  'dummy-flight': 'Dummy Flight Booking',
  'dummy-hotel': 'Dummy Hotel Booking',
  other: 'Travel Service',
};

/** The translated name and description of each kind (product.md §5.1 says what each covers). */
export const SERVICE_TEXT_KEYS = {
  'travel-insurance': {
    name: 'purchase.services.travelInsurance.name',
    description: 'purchase.services.travelInsurance.description',
  },
  'dummy-flight': {
    name: 'purchase.services.dummyFlight.name',
    description: 'purchase.services.dummyFlight.description',
  },
  'dummy-hotel': {
    name: 'purchase.services.dummyHotel.name',
    description: 'purchase.services.dummyHotel.description',
  },
  other: {
    name: 'purchase.services.other.name',
    description: 'purchase.services.other.description',
  },
} as const satisfies Record<ServiceKind, { name: string; description: string }>;

/** The text without its outer spaces; undefined when nothing is left. */
function trimmed(value: string | null | undefined): string | undefined {
  return value?.trim() || undefined;
}

function additionalCitiesOf(bookingData: PurchaseBookingData): string[] {
  return (bookingData.additionalCities ?? []).map(trimmed).filter((city) => city !== undefined);
}

/**
 * The summary's route (product.md §5.1): from-city, to-city and any additional cities joined with
 * arrows, a missing city reading `unknown`. Null when there is no booking data at all (the
 * dialog then says 'Route not available').
 */
export function routeText(
  bookingData: PurchaseBookingData | null | undefined,
  unknown: string,
): string | null {
  if (!bookingData) return null;
  return [
    trimmed(bookingData.fromCity) ?? unknown,
    trimmed(bookingData.toCity) ?? unknown,
    ...additionalCitiesOf(bookingData),
  ].join(' → ');
}

/** 'Direct Trip' when the mode is direct, else 'Multi-City'; nothing without booking data. */
export function tripType(
  bookingData: PurchaseBookingData | null | undefined,
): 'direct' | 'multi' | null {
  if (!bookingData) return null;
  return bookingData.mode === 'direct' ? 'direct' : 'multi';
}

/**
 * POST /api/purchases's body (product.md §5.1): the booking data, the session context and the
 * passenger in metadata; the price of the service type as a string; always confirmed.
 * The server decides the price itself; the one sent is what the dialog showed.
 */
export function buildPurchaseRequest({
  serviceType,
  bookingData,
  sessionContext,
  passenger,
}: {
  serviceType: string;
  bookingData?: PurchaseBookingData | null | undefined;
  sessionContext?: PurchaseSessionContext | undefined;
  passenger: PassengerInfo;
}): CreatePurchaseRequest {
  const destination = trimmed(sessionContext?.destination);
  return {
    type: serviceType,
    serviceName: ENGLISH_SERVICE_NAMES[serviceKind(serviceType)],
    destination,
    metadata: {
      fromCity: trimmed(bookingData?.fromCity),
      toCity: trimmed(bookingData?.toCity),
      additionalCities: bookingData ? additionalCitiesOf(bookingData) : undefined,
      mode: bookingData?.mode,
      returnCity: trimmed(bookingData?.returnCity),
      nationality: trimmed(sessionContext?.nationality),
      destination,
      passengerInfo: {
        passengerName: passenger.passengerName.trim(),
        passportNumber: passenger.passportNumber.trim(),
        phoneNumber: passenger.phoneNumber.trim(),
        email: trimmed(passenger.email),
      },
    },
    price: priceOfService(serviceType),
    status: 'confirmed',
    ...(sessionContext?.sessionId ? { sessionId: sessionContext.sessionId } : {}),
  };
}
