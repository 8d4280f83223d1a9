// @vitest-environment jsdom
// The chat service against the real API server (started from source on a fresh database): a new
// conversation per page load, reopening an earlier one, sending, the server's record and the
// recent-messages check, with real replies.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT, PRODUCT_NAME, STORAGE_KEYS } from '@common/constants';
import { historyResponseSchema, sessionIdSchema } from '@common/contracts/chat';
import { useChat } from '@/features/chat/hooks/use-chat';
import { pointPageAt } from '@/testing/real-server';
import { setUpRealServerPage } from '@/testing/real-server-page';

// The real API server for this file, the page pointed at it, the texts loaded.
const origin = setUpRealServerPage({});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  pointPageAt(origin());
});

const WELCOME = `Welcome to ${PRODUCT_NAME}! I'm your AI travel assistant. I'm here to help with your visa and travel needs. Which country would you like to visit?`;

async function storedHistory(sessionId: string) {
  const res = await fetch(`${origin()}/api/chat/history?sessionId=${sessionId}`);
  return historyResponseSchema.parse(await res.json());
}

async function saveThroughApi(sessionId: string, role: 'user' | 'assistant', content: string) {
  const res = await fetch(`${origin()}/api/chat/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionId, role, content, metadata: { type: 'text' } }),
  });
  expect(res.status).toBe(201);
}

function storedSessionId(): string {
  return sessionIdSchema.parse(window.localStorage.getItem(STORAGE_KEYS.sessionId));
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

async function renderChat() {
  const hook = renderHook(() => useChat(), { wrapper });
  await waitFor(() => expect(hook.result.current.isReady).toBe(true));
  return hook;
}

function contents(messages: Array<{ content: string }>) {
  return messages.map((message) => message.content);
}

describe('starting the chat', () => {
  it('without a stored session: wipes the travel context, makes a session, greets and saves it', async () => {
    window.localStorage.setItem(STORAGE_KEYS.destination, 'France');
    window.localStorage.setItem(STORAGE_KEYS.sessionId, 'not-a-session-id');

    const { result } = await renderChat();

    expect(contents(result.current.messages)).toEqual([WELCOME]);
    expect(result.current.context.destination).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.destination)).toBeNull();
    const sessionId = storedSessionId();
    expect(sessionId).toHaveLength(21);
    await waitFor(async () => expect(contents(await storedHistory(sessionId))).toEqual([WELCOME]));
  });

  it('starts a new conversation on every page load, even with a stored session', async () => {
    window.localStorage.setItem(STORAGE_KEYS.sessionId, 'Earlier_session-000001');
    window.localStorage.setItem(STORAGE_KEYS.fromCity, 'Berlin');

    const { result } = await renderChat();

    expect(contents(result.current.messages)).toEqual([WELCOME]);
    expect(storedSessionId()).not.toBe('Earlier_session-000001');
    expect(window.localStorage.getItem(STORAGE_KEYS.fromCity)).toBeNull();
  });

  it('reopens the conversation the address names, with its history and context', async () => {
    const first = await renderChat();
    const sessionId = storedSessionId();
    await act(async () => {
      await first.result.current.send('I am German and I want to visit Japan');
    });
    first.unmount();
    window.localStorage.clear();
    window.history.replaceState(null, '', `/?${CHAT.reopenParam}=${sessionId}`);

    const { result } = await renderChat();

    expect(contents(result.current.messages)).toEqual(contents(first.result.current.messages));
    expect(result.current.context).toMatchObject({ nationality: 'Germany', destination: 'Japan' });
    expect(storedSessionId()).toBe(sessionId);
    expect(window.localStorage.getItem(STORAGE_KEYS.destination)).toBe('Japan');
  }, 30_000);
});

describe('sending', () => {
  it('trims, refuses empty text, blocks while waiting, and learns the context from replies', async () => {
    const { result } = await renderChat();
    const sessionId = storedSessionId();

    await act(async () => expect(await result.current.send('  \n ')).toBe(false));
    expect(result.current.messages).toHaveLength(1);

    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = result.current.send('  I want to visit Japan  ');
      second = result.current.send('And Korea?');
    });
    expect(result.current.isWaiting).toBe(true);
    await act(async () => {
      expect(await second).toBe(false);
      expect(await first).toBe(true);
    });

    expect(result.current.isWaiting).toBe(false);
    const [, question, reply] = result.current.messages;
    expect(question).toMatchObject({ role: 'user', content: 'I want to visit Japan' });
    expect(reply).toMatchObject({ role: 'assistant', metadata: { destination: 'Japan' } });
    expect(result.current.messages).toHaveLength(3);
    expect(result.current.context.destination).toBe('Japan');
    expect(window.localStorage.getItem(STORAGE_KEYS.destination)).toBe('Japan');

    // The server stored the message and the reply, in the order shown, under the ids shown.
    const history = await storedHistory(sessionId);
    expect(contents(history)).toEqual(contents(result.current.messages));
    expect(history.slice(1).map((item) => item.id)).toEqual(
      result.current.messages.slice(1).map((message) => message.id),
    );
  }, 30_000);

  it('after a visa answer, adds what the server holds that the chat does not show yet', async () => {
    const { result } = await renderChat();
    const sessionId = storedSessionId();
    await act(async () => {
      await result.current.send('I want to visit Japan');
    });
    await act(async () => {
      await result.current.send('I am Indian');
    });

    const answer = result.current.messages.at(-1);
    expect(answer?.content).toContain('Visa Requirements for Japan');
    expect(result.current.context.nationality).toBe('India');
    // Something else stores a message in this session before the check runs.
    await saveThroughApi(sessionId, 'assistant', 'A message the chat has not shown');

    await waitFor(
      () =>
        expect(result.current.messages.at(-1)?.content).toBe('A message the chat has not shown'),
      { timeout: CHAT.recentCheckDelayMs + 3000 },
    );
    const ids = result.current.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.current.messages).toHaveLength(6);
  }, 30_000);

  it('shows the error reply when the assistant cannot be reached', async () => {
    const { result } = await renderChat();
    // Nothing listens on port 9 (discard) on a test machine.
    pointPageAt('http://127.0.0.1:9');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await act(async () => {
      expect(await result.current.send('Hello')).toBe(true);
    });
    warn.mockRestore();

    expect(result.current.messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: "I'm sorry, I encountered an error processing your request. Please try again.",
    });
    expect(result.current.isWaiting).toBe(false);
  });
});
