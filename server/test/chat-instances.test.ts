import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionResponse, Conversation, HistoryItem } from '@common/contracts/chat';
import { chatHistory, postChatTurn } from './helpers/chat-turn';
import { createTestApp, type TestApp } from './helpers/test-app';
import { registerUser } from './helpers/test-users';

// An instance answers a conversation's next turn from what it stored itself, or a first turn
// as a new conversation, without reading the session first (product.md §11.3). Two instances on
// one database show that such a premise never outlives the stored conversation: a turn another
// instance stored since, a reset, or a sign-in that took the session are all found, and the
// turn is answered as it would be after a read.

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ onDatabaseOf: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

type Turn = { message: string; flowStep?: string; token?: string };

async function turn(ctx: TestApp, sessionId: string, { token, ...payload }: Turn) {
  const res = await postChatTurn(ctx.app, { language: 'en', sessionId, ...payload }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CompletionResponse & { conversation: Conversation }>();
}

function history(sessionId: string, token?: string): Promise<HistoryItem[]> {
  return chatHistory(a.app, sessionId, token);
}

describe('a conversation answered by two instances', () => {
  it('answers a turn that names no step from the conversation another instance stored', async () => {
    const sessionId = nanoid();
    await turn(a, sessionId, { message: 'I am German' });
    // b has never seen the session: a request without a step looks like a first turn to it.
    const reply = await turn(b, sessionId, { message: 'I want to visit Japan' });
    expect(reply.conversation).toMatchObject({ nationalityCode: 'DE', destinationCode: 'JP' });
    expect(await history(sessionId)).toHaveLength(4);
  });

  it("stores the chat page's first message with its welcome, whichever instance stored that", async () => {
    const sessionId = nanoid();
    const welcome = await a.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: {
        sessionId,
        role: 'assistant',
        content: 'Welcome',
        metadata: { flowStep: 'greeting' },
      },
    });
    expect(welcome.statusCode, welcome.body).toBe(201);
    const reply = await turn(b, sessionId, { message: 'I am German', flowStep: 'greeting' });
    expect(reply.conversation.nationalityCode).toBe('DE');
    expect((await history(sessionId)).map((m) => m.content)).toEqual([
      'Welcome',
      'I am German',
      reply.content,
    ]);
  });

  it('answers from the conversation as another instance left it, not as it remembers it', async () => {
    const sessionId = nanoid();
    const first = await turn(a, sessionId, { message: 'I am German' });
    const flowStep = first.conversation.flowStep;
    // b stores a turn that changes the conversation but not its step; a still remembers the
    // conversation before it.
    const onB = await turn(b, sessionId, { message: 'Hello', flowStep });
    expect(onB.conversation.flowStep).toBe(flowStep);
    expect(onB.conversation).not.toEqual(first.conversation);
    const next = await turn(a, sessionId, { message: 'I want to visit Japan', flowStep });
    const onlyB = await turn(b, nanoid(), { message: 'I want to visit Japan' });
    expect(next.conversation).toMatchObject({ nationalityCode: 'DE', destinationCode: 'JP' });
    expect(next.conversation.revision).toBeGreaterThan(onB.conversation.revision ?? 0);
    expect(onlyB.conversation.nationalityCode).toBeUndefined();
    expect(await history(sessionId)).toHaveLength(6);
  });

  it('answers a conversation reset on another instance as a new one', async () => {
    const sessionId = nanoid();
    const first = await turn(a, sessionId, { message: 'I am German' });
    const reset = await b.app.inject({
      method: 'POST',
      url: '/api/chat/reset',
      payload: { sessionId },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await turn(a, sessionId, {
      message: 'I want to visit Japan',
      flowStep: first.conversation.flowStep,
    });
    const fresh = await turn(b, nanoid(), { message: 'I want to visit Japan' });
    expect(again.conversation).toEqual(fresh.conversation);
    expect(again.content).toBe(fresh.content);
    expect((await history(sessionId)).map((m) => m.content)).toEqual([
      'I want to visit Japan',
      again.content,
    ]);
  });

  it('asks a signed-out caller to sign in once another instance linked the session to a user', async () => {
    const sessionId = nanoid();
    const first = await turn(a, sessionId, { message: 'I am German' });
    const { token } = await registerUser(b.app);
    const signedIn = await turn(b, sessionId, {
      message: 'I want to visit Japan',
      flowStep: first.conversation.flowStep,
      token,
    });
    expect(signedIn.conversation.destinationCode).toBe('JP');
    // a remembers the session as nobody's: a turn at the step it remembers is refused by the
    // store, and the read finds the session taken.
    const refused = await turn(a, sessionId, {
      message: 'I want to visit France',
      flowStep: first.conversation.flowStep,
    });
    expect(refused.metadata.flowStep).toBe('auth_required');
    expect(await history(sessionId, token)).toHaveLength(4);
  });
});
