import { describe, expect, it } from 'vitest';
import { CHAT_SESSION_FULL } from '@common/contracts/chat';
import { replyErrorKey } from '@/features/chat/utils/reply-error';
import { ApiError } from '@/lib/api-error';

const answer = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message }));

describe('what a failed reply says', () => {
  it('asks for a new chat when the conversation is full', () => {
    expect(replyErrorKey(answer(409, CHAT_SESSION_FULL))).toBe('chat.conversationFull');
    expect(
      replyErrorKey(new Error('Reply failed', { cause: answer(409, CHAT_SESSION_FULL) })),
    ).toBe('chat.conversationFull');
  });

  it('says something went wrong for any other failure', () => {
    expect(replyErrorKey(answer(409, 'The conversation changed'))).toBe('chat.error');
    expect(replyErrorKey(answer(500, CHAT_SESSION_FULL))).toBe('chat.error');
    // Only the server's answer counts, not an error whose text merely looks like one.
    expect(replyErrorKey(new Error(`409: ${JSON.stringify({ message: CHAT_SESSION_FULL })}`))).toBe(
      'chat.error',
    );
    expect(replyErrorKey('offline')).toBe('chat.error');
  });
});
