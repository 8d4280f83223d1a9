import { describe, expect, it } from 'vitest';
import type { ChatMessage, CompletionResponse } from '@common/contracts/chat';
import {
  chatReducer,
  initialChatState,
  type ChatAction,
  type ChatState,
} from '@/features/chat/hooks/chat-state';
import { createLocalMessage } from '@/features/chat/utils/message-list';
import type { ShownMessage } from '@/lib/shown-message';

// How the chat's state changes with each step of a conversation (product.md §3.2).

/** A reply with the title and two more of the ten headings: visa content (product.md §3.2). */
function visaReply(destination: string) {
  return `## Visa Requirements for ${destination}\n### Entry Requirement\nVisa-free\n### Allowed Stay\n90 days`;
}

function shown(id: string, role: ChatMessage['role'], content: string): ShownMessage {
  return { id, key: id, role, content, timestamp: '2026-11-27T10:00:00.000Z', type: 'text' };
}

function reply(fields: Partial<CompletionResponse> = {}): CompletionResponse {
  return {
    content: 'Where are you from?',
    type: 'text',
    metadata: { flowStep: 'nationality_collection', language: 'en' },
    ...fields,
  };
}

function run(...actions: ChatAction[]): ChatState {
  return actions.reduce(chatReducer, initialChatState);
}

function contents(state: ChatState) {
  return state.list.messages.map((message) => message.content);
}

const started: ChatAction = {
  type: 'started',
  sessionId: 'Session_id-0000000001',
  messages: [shown('m1', 'assistant', 'Welcome')],
  conversation: { destination: 'Japan' },
};

describe('starting and reopening', () => {
  it('shows the session with its messages and conversation, not ready to send yet', () => {
    const state = run(started);
    expect(state.sessionId).toBe('Session_id-0000000001');
    expect(contents(state)).toEqual(['Welcome']);
    expect(state.conversation).toEqual({ destination: 'Japan' });
    expect(state.ready).toBe(false);
    expect(run(started, { type: 'ready' }).ready).toBe(true);
  });

  it('shows only the newest visa reply of a reopened history', () => {
    const state = run({
      ...started,
      messages: [
        shown('m1', 'assistant', visaReply('Japan')),
        shown('m2', 'user', 'And Korea?'),
        shown('m3', 'assistant', visaReply('Korea')),
      ],
    });
    expect(contents(state)).toEqual(['And Korea?', visaReply('Korea')]);
  });

  it('a new start replaces the previous session entirely', () => {
    const state = run(
      started,
      { type: 'ready' },
      { ...started, sessionId: 'Session_id-0000000002' },
    );
    expect(state.sessionId).toBe('Session_id-0000000002');
    expect(state.ready).toBe(false);
    expect(state.list.messages).toHaveLength(1);
  });
});

describe('a turn', () => {
  it('shows the message, then the reply under the ids and time the server stored them', () => {
    const question = createLocalMessage('user', 'I want to visit Japan');
    const state = run(
      started,
      { type: 'append', message: question },
      {
        type: 'replied',
        localUserId: question.id,
        reply: reply({
          userMessageId: 'stored-user',
          messageId: 'stored-reply',
          timestamp: '2026-11-27T10:00:05.000Z',
          conversation: { destination: 'Japan', nationality: 'Germany' },
        }),
      },
    );
    const [, sent, answer] = state.list.messages;
    // The key stays the local one, so the message is not rendered anew.
    expect(sent).toMatchObject({ id: 'stored-user', key: question.key, content: question.content });
    expect(answer).toMatchObject({
      id: 'stored-reply',
      key: 'stored-reply',
      role: 'assistant',
      content: 'Where are you from?',
      timestamp: '2026-11-27T10:00:05.000Z',
      metadata: { type: 'text' },
    });
    expect(state.conversation).toEqual({ destination: 'Japan', nationality: 'Germany' });
  });

  it('keeps local ids and the conversation when the reply names none', () => {
    const question = createLocalMessage('user', 'Hello');
    const state = run(
      started,
      { type: 'append', message: question },
      { type: 'replied', localUserId: question.id, reply: reply() },
    );
    expect(state.list.messages[1]?.id).toBe(question.id);
    expect(state.list.messages[2]?.id).toMatch(/^local-/);
    expect(state.conversation).toEqual({ destination: 'Japan' });
  });

  it('a visa reply replaces the earlier one', () => {
    const state = run(
      started,
      { type: 'replied', localUserId: 'none', reply: reply({ content: visaReply('Japan') }) },
      { type: 'replied', localUserId: 'none', reply: reply({ content: visaReply('Korea') }) },
    );
    expect(contents(state)).toEqual(['Welcome', visaReply('Korea')]);
  });
});

describe('the recent check and a city choice', () => {
  it('adds the recent messages the chat does not show yet, once each', () => {
    const recent: ChatMessage[] = [
      shown('m1', 'assistant', 'Welcome'),
      {
        ...shown('m2', 'assistant', 'A message the chat has not shown'),
        timestamp: '2026-11-27T10:01:00.000Z',
      },
    ];
    const state = run(started, { type: 'merge', recent }, { type: 'merge', recent });
    expect(contents(state)).toEqual(['Welcome', 'A message the chat has not shown']);
  });

  it('a reply the recent check brought first is shown once, where it stands', () => {
    // The check's answer can arrive while the turn's own reply is still on its way.
    const question = createLocalMessage('user', 'Book hotel');
    const stored = {
      ...shown('stored-reply', 'assistant', 'Where are you from?'),
      timestamp: '2026-11-27T10:00:05.000Z',
    };
    const state = run(
      started,
      { type: 'append', message: question },
      { type: 'merge', recent: [{ ...shown('stored-user', 'user', 'Book hotel') }, stored] },
      {
        type: 'replied',
        localUserId: question.id,
        reply: reply({ userMessageId: 'stored-user', messageId: 'stored-reply' }),
      },
    );
    expect(state.list.messages.map((message) => message.id)).toEqual([
      'm1',
      'stored-user',
      'stored-reply',
    ]);
    // The reply's own fields win; the key the list rendered it under stays.
    expect(state.list.messages[2]).toMatchObject({
      key: 'stored-reply',
      metadata: { flowStep: 'nationality_collection' },
    });
  });

  it('takes the conversation the server answers a city choice with', () => {
    const state = run(started, { type: 'conversation', conversation: { tripService: 'hotel' } });
    expect(state.conversation).toEqual({ tripService: 'hotel' });
    expect(contents(state)).toEqual(['Welcome']);
  });
});
