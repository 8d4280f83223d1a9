import type { TravelContext } from '@/features/chat/utils/travel-context';
import type { OpenPurchaseDialogOptions, PurchaseBookingData } from '@/lib/purchase-dialog';

function known(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The booking data an offer is bought for, from the chat's travel context: none while the chat
 * knows neither city (the dialog then says 'Route not available'), else a direct trip between
 * the cities it knows (the dialog names a missing one 'Unknown').
 */
export function purchaseBookingData(context: TravelContext): PurchaseBookingData | null {
  const fromCity = known(context.fromCity);
  const toCity = known(context.toCity);
  if (fromCity === null && toCity === null) return null;
  return { fromCity, toCity, additionalCities: [], mode: 'direct' };
}

/** What the purchase dialog opens with for an offer of `serviceType`. */
export function purchaseDialogOptions(
  serviceType: string,
  context: TravelContext,
): OpenPurchaseDialogOptions {
  return {
    serviceType,
    bookingData: purchaseBookingData(context),
    sessionContext: {
      destination: known(context.destination),
      nationality: known(context.nationality),
    },
  };
}
