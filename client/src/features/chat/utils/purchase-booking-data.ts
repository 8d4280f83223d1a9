import type { Conversation } from '@common/contracts/chat';
import type { OpenPurchaseDialogOptions, PurchaseBookingData } from '@/lib/purchase-dialog';

/**
 * The booking data an offer is bought for: the trip the conversation chose, as the server keeps
 * it (direct or multi-city, every city in order, the return city). None while no cities are
 * chosen; the dialog then says 'Route not available'.
 */
export function purchaseBookingData(conversation: Conversation): PurchaseBookingData | null {
  const trip = conversation.trip;
  if (!trip) return null;
  const [first, ...others] = trip.destinations;
  return {
    fromCity: trip.from.name,
    toCity: first?.name ?? null,
    additionalCities: others.map((city) => city.name),
    mode: trip.mode,
    ...(trip.returnCity ? { returnCity: trip.returnCity } : {}),
  };
}

/**
 * What the purchase dialog opens with for an offer of `serviceType`; the purchase joins the
 * trip of conversation `sessionId` (product.md §4.9).
 */
export function purchaseDialogOptions(
  serviceType: string,
  conversation: Conversation,
  sessionId: string | null,
): OpenPurchaseDialogOptions {
  return {
    serviceType,
    bookingData: purchaseBookingData(conversation),
    sessionContext: {
      destination: conversation.destination ?? null,
      nationality: conversation.nationality ?? null,
      ...(sessionId ? { sessionId } : {}),
    },
  };
}
