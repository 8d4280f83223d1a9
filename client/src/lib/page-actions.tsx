import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

type ChatReset = () => void;
type RegisterChatReset = (reset: ChatReset) => () => void;

// Two contexts: pages that register never re-render when the registered action changes.
const ChatResetContext = createContext<ChatReset | null>(null);
const RegisterChatResetContext = createContext<RegisterChatReset | null>(null);

/** Lets the current page offer actions that live in the header (the New Chat button). */
export function PageActionsProvider({ children }: { children: ReactNode }) {
  const [chatReset, setChatReset] = useState<ChatReset | null>(null);

  const register = useCallback<RegisterChatReset>((reset) => {
    setChatReset(() => reset);
    return () => setChatReset((current) => (current === reset ? null : current));
  }, []);

  return (
    <RegisterChatResetContext.Provider value={register}>
      <ChatResetContext.Provider value={chatReset}>{children}</ChatResetContext.Provider>
    </RegisterChatResetContext.Provider>
  );
}

/** Offers a chat reset in the header while the calling page is mounted. */
export function useRegisterChatReset(handler: ChatReset): void {
  const register = useContext(RegisterChatResetContext);
  if (!register) throw new Error('useRegisterChatReset needs a PageActionsProvider');

  // The latest handler runs without re-registering on every render.
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });

  useEffect(() => register(() => handlerRef.current()), [register]);
}

/** The chat reset of the current page, or null when the page offers none. */
export function useChatReset(): ChatReset | null {
  return useContext(ChatResetContext);
}
