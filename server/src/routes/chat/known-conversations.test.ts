import { describe, expect, it } from 'vitest';
import type { Conversation } from '@common/contracts/chat';
import { createKnownConversations } from './known-conversations';

const AT_DESTINATION: Conversation = {
  nationality: 'Germany',
  nationalityCode: 'DE',
  flowStep: 'destination_collection',
  revision: 1,
};

describe('known conversations', () => {
  it('takes a request sent from the welcome, on an unknown session, as its first turn', () => {
    const known = createKnownConversations();
    expect(known.premise('s1', {}, null)).toEqual({ session: undefined });
    // The welcome message's step, as the chat page sends its first message.
    expect(known.premise('s1', { flowStep: 'greeting' }, null)).toEqual({ session: undefined });
    expect(known.premise('s1', { flowStep: 'destination_collection' }, null)).toBeUndefined();
    expect(known.premise('s1', { action: { type: 'continue' } }, null)).toBeUndefined();
  });

  it('answers from what it stored while the request is at the step it left', () => {
    const known = createKnownConversations();
    known.stored('s1', null, { ...AT_DESTINATION, destination: undefined });
    const premise = known.premise('s1', { flowStep: 'destination_collection' }, null);
    // As a read would return it: no undefined members in what the store compares.
    expect(premise?.session).toEqual({
      userId: null,
      context: AT_DESTINATION,
      storedContext: AT_DESTINATION,
    });
    expect(Object.keys(premise?.session?.storedContext ?? {})).not.toContain('destination');
    // Another step: another instance has answered since.
    expect(known.premise('s1', { flowStep: 'visa_info' }, null)).toBeUndefined();
    expect(known.premise('s1', {}, null)).toBeUndefined();
  });

  it('leaves a session its caller may not use, or one forgotten, to a read', () => {
    const known = createKnownConversations();
    known.stored('s1', 'user-a', AT_DESTINATION);
    const request = { flowStep: 'destination_collection' };
    expect(known.premise('s1', request, 'user-a')?.session?.userId).toBe('user-a');
    expect(known.premise('s1', request, 'user-b')).toBeUndefined();
    expect(known.premise('s1', request, null)).toBeUndefined();
    known.forget('s1');
    expect(known.premise('s1', request, 'user-a')).toBeUndefined();
  });
});
