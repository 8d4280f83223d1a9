import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowStep } from '@common/chat-flow';
import type { TripChat } from '@/features/chat/hooks/use-trip-booking';
import { currentFlowStep } from '@/features/chat/utils/message-list';
import { purchaseDialogOptions } from '@/features/chat/utils/purchase-booking-data';
import { usePurchaseDialog } from '@/lib/purchase-dialog';
import type { TripFlowActions, TripPressAction } from '@/lib/trip-actions';

/** After an upsell is chosen on the itinerary, the restaurant offers follow (product.md §4.8). */
const RESTAURANT_OFFERS_DELAY_MS = 2000;

/**
 * The itinerary's services, the hotel path's buttons and the upsells (product.md §4.8): an
 * upsell opens the purchase dialog, and the restaurant offers follow 2 s later if the
 * conversation is still at the upsells.
 */
export function useTripOffers({
  send,
  messagesRef,
  conversationRef,
  sessionIdRef,
}: Omit<TripChat, 'chooseTrip'>): Pick<
  TripFlowActions,
  'bookServices' | 'pressTrip' | 'chooseUpsell'
> {
  const { t } = useTranslation();
  const purchaseDialog = usePurchaseDialog();

  const bookServices = useCallback(
    (step: FlowStep) => {
      const { trip, bookedServices = [] } = conversationRef.current;
      void send(t('chat.trip.bookServices'), {
        action: {
          type: 'book_itinerary_services',
          flowStep: step,
          values: [...bookedServices],
          ...(trip ? { trip } : {}),
        },
      });
    },
    [conversationRef, send, t],
  );

  const pressTrip = useCallback(
    (step: FlowStep, type: TripPressAction, label: string) =>
      void send(label, { action: { type, flowStep: step } }),
    [send],
  );

  const restaurantTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(restaurantTimer.current), []);
  const chooseUpsell = useCallback(
    (serviceType: string, thenRestaurants: boolean) => {
      purchaseDialog.open(
        purchaseDialogOptions(serviceType, conversationRef.current, sessionIdRef.current),
      );
      if (!thenRestaurants) return;
      window.clearTimeout(restaurantTimer.current);
      restaurantTimer.current = window.setTimeout(() => {
        if (currentFlowStep(messagesRef.current) !== 'itinerary_upsells') return;
        void send(t('chat.trip.restaurantOffers'), {
          action: { type: 'show_restaurant_offers', flowStep: 'itinerary_upsells' },
        });
      }, RESTAURANT_OFFERS_DELAY_MS);
    },
    [conversationRef, messagesRef, purchaseDialog, send, sessionIdRef, t],
  );

  return { bookServices, pressTrip, chooseUpsell };
}
