import { describe, expect, it } from 'vitest';
import { CHAT_SESSION_FULL } from '@common/contracts/chat';
import { replyErrorKey } from '@/features/chat/utils/reply-error';

describe('what a failed reply says', () => {
  it('asks for a new chat when the conversation is full', () => {
    const error = new Error(`409: ${JSON.stringify({ message: CHAT_SESSION_FULL })}`);
    expect(replyErrorKey(error)).toBe('chat.conversationFull');
  });

  it('says something went wrong for any other failure', () => {
    expect(replyErrorKey(new Error('409: {"message":"The conversation changed"}'))).toBe(
      'chat.error',
    );
    expect(replyErrorKey(new Error('500: Internal Server Error'))).toBe('chat.error');
    expect(replyErrorKey('offline')).toBe('chat.error');
  });
});
