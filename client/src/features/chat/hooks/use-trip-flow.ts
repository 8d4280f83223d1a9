import { useEffect, useRef } from 'react';
import type { ChatService } from '@/features/chat/hooks/use-chat';
import { useTripBooking } from '@/features/chat/hooks/use-trip-booking';
import { useTripOffers } from '@/features/chat/hooks/use-trip-offers';
import { useTripPreferences } from '@/features/chat/hooks/use-trip-preferences';
import type { TripFlowActions } from '@/lib/trip-actions';

// The trip flow's buttons in the chat (product.md §4, decision 012): the city panels' Continue, the
// booking dialog and its confirmation, the preference wizard, the itinerary, the hotel path,
// the upsells and the restaurant offers. The server's flow table decides where each leads.

export function useTripFlow(chat: ChatService): TripFlowActions {
  const { send, chooseTrip } = chat;
  // Bookings complete from the dialog, possibly after a sign-in: read the conversation then.
  const messagesRef = useRef(chat.messages);
  const conversationRef = useRef(chat.conversation);
  useEffect(() => {
    messagesRef.current = chat.messages;
    conversationRef.current = chat.conversation;
  }, [chat.messages, chat.conversation]);

  const booking = useTripBooking({ send, chooseTrip, messagesRef, conversationRef });
  const preferences = useTripPreferences(send);
  const offers = useTripOffers({ send, messagesRef, conversationRef });
  return { ...booking, ...preferences, ...offers };
}
