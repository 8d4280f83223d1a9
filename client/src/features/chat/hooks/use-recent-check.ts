import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { CHAT } from '@common/constants';
import type { ChatAction } from '@/features/chat/hooks/chat-state';

/**
 * The recent check (product.md §3.2): after a visa answer or offers, the recent messages are
 * looked at 2 s later and those the chat lacks are added. Returns the function that schedules
 * one for a session; the checks still waiting when the chat unmounts are dropped.
 */
export function useRecentCheck(dispatch: Dispatch<ChatAction>) {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback(
    (sessionId: string) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        // Loaded with the first check, which runs 2 s after its reply: off the first page.
        import('@/features/chat/api/get-recent-messages')
          .then((api) => api.getRecentMessages(sessionId))
          .then(
            (recent) => dispatch({ type: 'merge', recent }),
            (error: unknown) => console.warn('The recent-messages check failed', error),
          );
      }, CHAT.recentCheckDelayMs);
      timers.current.add(timer);
    },
    [dispatch],
  );
}
