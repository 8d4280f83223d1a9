import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@common/contracts/chat';
import {
  appendMessage,
  createLocalMessage,
  currentFlowStep,
  emptyMessageList,
  historyItemToMessage,
  listFromMessages,
  mergeRecentMessages,
  needsRecentCheck,
  type MessageList,
} from '@/features/chat/utils/message-list';
import type { ShownMessage } from '@/lib/shown-message';

/** A reply with the title and two more of the ten headings: visa content (product.md §3.2). */
function visaReply(destination: string) {
  return `## Visa Requirements for ${destination}\n### Entry Requirement\nVisa-free\n### Allowed Stay\n90 days`;
}

function stored(
  id: string,
  role: ChatMessage['role'],
  content: string,
  timestamp: string,
): ChatMessage {
  return { id, role, content, timestamp, type: 'text' };
}

function shown(message: ChatMessage): ShownMessage {
  return { ...message, key: message.id };
}

function contents(list: MessageList) {
  return list.messages.map((message) => message.content);
}

describe('a visa-content reply replaces the earlier ones', () => {
  it('keeps only the newest visa reply and everything else in order', () => {
    let list = emptyMessageList;
    list = appendMessage(list, createLocalMessage('assistant', 'Welcome!'));
    list = appendMessage(list, createLocalMessage('user', 'Japan, I am Indian'));
    const firstVisa = createLocalMessage('assistant', visaReply('Japan'));
    list = appendMessage(list, firstVisa);
    list = appendMessage(list, createLocalMessage('user', 'And France?'));
    list = appendMessage(list, createLocalMessage('assistant', visaReply('France')));

    expect(contents(list)).toEqual([
      'Welcome!',
      'Japan, I am Indian',
      'And France?',
      visaReply('France'),
    ]);
    expect(list.hiddenIds.has(firstVisa.id)).toBe(true);
  });

  it('recognises visa replies in Spanish and Chinese too', () => {
    const es =
      '## Requisitos de visado para Japón\n### Requisito de entrada\n…\n### Estancia permitida\n…';
    const zh = '## 签证要求：日本\n### 入境要求\n…\n### 允许停留\n…';
    let list = appendMessage(emptyMessageList, createLocalMessage('assistant', es));
    list = appendMessage(list, createLocalMessage('assistant', zh));
    expect(contents(list)).toEqual([zh]);
  });

  it('leaves a reply that only mentions the title alone, and never touches user messages', () => {
    const mention = 'See the Visa Requirements for Japan above.';
    let list = appendMessage(emptyMessageList, createLocalMessage('user', visaReply('Japan')));
    list = appendMessage(list, createLocalMessage('assistant', mention));
    list = appendMessage(list, createLocalMessage('assistant', visaReply('Japan')));
    expect(contents(list)).toEqual([visaReply('Japan'), mention, visaReply('Japan')]);
  });

  it('applies to a restored history as well', () => {
    const list = listFromMessages([
      shown(stored('1', 'assistant', visaReply('Japan'), '2025-01-01T10:00:00.000Z')),
      shown(stored('2', 'user', 'What about Italy?', '2025-01-01T10:01:00.000Z')),
      shown(stored('3', 'assistant', visaReply('Italy'), '2025-01-01T10:02:00.000Z')),
    ]);
    expect(list.messages.map((message) => message.id)).toEqual(['2', '3']);
    expect([...list.hiddenIds]).toEqual(['1']);
  });
});

describe('merging the recent messages', () => {
  const welcome = stored('w', 'assistant', 'Welcome!', '2025-01-01T10:00:00.000Z');
  const question = stored('q', 'user', 'Japan', '2025-01-01T10:00:05.000Z');
  const reply = stored('r', 'assistant', 'Which passport?', '2025-01-01T10:00:06.000Z');

  it('adds only the messages not shown yet, by id, oldest first', () => {
    const list = listFromMessages([shown(welcome), shown(question)]);
    const extraLater = stored(
      'x2',
      'assistant',
      'Also: travel insurance',
      '2025-01-01T10:00:09.000Z',
    );
    const extra = stored('x1', 'assistant', 'Offers for you', '2025-01-01T10:00:08.000Z');

    const merged = mergeRecentMessages(list, [extraLater, welcome, question, reply, extra]);
    expect(merged.messages.map((message) => message.id)).toEqual(['w', 'q', 'r', 'x1', 'x2']);
    expect(merged.messages.at(-1)?.key).toBe('x2');
    // Nothing new: the same list comes back.
    expect(mergeRecentMessages(merged, [welcome, reply]).messages).toEqual(merged.messages);
  });

  it('matches a message whose save is still running instead of showing it twice', () => {
    const pending = createLocalMessage('user', 'Japan');
    const list = listFromMessages([shown(welcome), pending]);
    const merged = mergeRecentMessages(list, [welcome, question]);
    expect(merged.messages).toHaveLength(2);
    expect(merged.messages[1]).toMatchObject({ id: 'q', key: pending.key, content: 'Japan' });
  });

  it('lets a newer visa reply from the server replace the shown one', () => {
    const shownVisa = stored('v1', 'assistant', visaReply('Japan'), '2025-01-01T10:00:06.000Z');
    const newerVisa = stored('v2', 'assistant', visaReply('Korea'), '2025-01-01T10:00:09.000Z');
    const merged = mergeRecentMessages(listFromMessages([shown(shownVisa)]), [
      shownVisa,
      newerVisa,
    ]);
    expect(merged.messages.map((message) => message.id)).toEqual(['v2']);
    expect(merged.hiddenIds.has('v1')).toBe(true);
  });
});

describe('history items', () => {
  it('carry type and upsell in their metadata', () => {
    const upsell = {
      id: 'visa-US-JP',
      offers: [
        {
          type: 'dummy-flight' as const,
          title: 'Dummy Flight Reservation',
          description: 'Not a real ticket.',
          price: '29.99',
          currency: 'USD',
        },
      ],
    };
    const message = historyItemToMessage({
      id: 'h1',
      role: 'assistant',
      content: 'Hi',
      timestamp: '2025-01-01T10:00:00.000Z',
      metadata: { type: 'text', upsell, flowStep: 'visa_free_booking' },
    });
    expect(message).toMatchObject({ id: 'h1', key: 'h1', type: 'text', upsell });
    expect(currentFlowStep([message])).toBe('visa_free_booking');
    expect(historyItemToMessage({ ...message, metadata: {} }).type).toBe('text');
  });
});

describe('the step the chat is in', () => {
  it('is the flow step of the last assistant reply that has one', () => {
    const ask = createLocalMessage('assistant', 'Which passport?', {
      metadata: { flowStep: 'nationality_collection' },
    });
    const answer = createLocalMessage('user', 'Indian');
    const failed = createLocalMessage('assistant', 'Sorry, an error');
    expect(currentFlowStep([])).toBeUndefined();
    expect(currentFlowStep([ask, answer, failed])).toBe('nationality_collection');
  });
});

describe('the recent-messages check', () => {
  it('runs after a visa answer (any language) or a reply with offers', () => {
    expect(needsRecentCheck({ content: 'Visa Requirements for Japan' })).toBe(true);
    expect(needsRecentCheck({ content: '## 签证要求：日本' })).toBe(true);
    expect(needsRecentCheck({ content: 'Which passport do you hold?' })).toBe(false);
    expect(needsRecentCheck({ content: 'Hi', upsell: { id: 'u', offers: [] } })).toBe(false);
    expect(
      needsRecentCheck({
        content: 'Hi',
        upsell: {
          id: 'u',
          offers: [
            {
              type: 'travel-insurance',
              title: 'Travel Insurance',
              description: 'Covers medical emergencies.',
              price: '49.99',
              currency: 'USD',
            },
          ],
        },
      }),
    ).toBe(true);
  });
});
