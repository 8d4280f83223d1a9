import { useCallback, type Dispatch, type RefObject } from 'react';
import type { TripSelection } from '@common/trip';
import type { ChatAction, ChatState } from '@/features/chat/hooks/chat-state';

/**
 * A city panel's choice (product.md §4.1), kept with the conversation on the server. The save
 * under way stays in `tripSaveRef` until it ends, for the next turn to wait for.
 */
export function useTripChoice(
  stateRef: RefObject<ChatState>,
  tripSaveRef: RefObject<Promise<void> | null>,
  dispatch: Dispatch<ChatAction>,
): (trip: TripSelection) => Promise<void> {
  return useCallback(
    (trip: TripSelection) => {
      const sessionId = stateRef.current.sessionId;
      if (!sessionId) return Promise.resolve();
      const save = async () => {
        try {
          // Loaded with the first city choice: most conversations never make one.
          const { saveTrip } = await import('@/features/chat/api/save-trip');
          dispatch({ type: 'conversation', conversation: await saveTrip({ sessionId, trip }) });
        } catch (error) {
          console.warn('Keeping the chosen cities failed', error);
        }
      };
      const saving = save().finally(() => {
        if (tripSaveRef.current === saving) tripSaveRef.current = null;
      });
      tripSaveRef.current = saving;
      return saving;
    },
    [dispatch, stateRef, tripSaveRef],
  );
}
