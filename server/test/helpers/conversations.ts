import type { Conversation } from '@common/contracts/chat';
import type { Database } from '../../src/db/database';
import { claimChatSession, storeConversation } from '../../src/db/repositories/chat-sessions';

/**
 * Puts a conversation at a given point, as earlier turns would have left it, so a test can
 * press the buttons of that step without replaying the whole chat. `userId` links the session
 * to that user, as the user's own first turn would.
 */
export async function seedConversation(
  database: Database,
  sessionId: string,
  conversation: Conversation,
  userId: string | null = null,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const session = await claimChatSession(tx, sessionId, userId);
    if (!session) throw new Error(`session ${sessionId} belongs to someone else`);
    await storeConversation(tx, sessionId, conversation);
  });
}
