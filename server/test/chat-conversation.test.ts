import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionResponse, Conversation, HistoryItem } from '@common/contracts/chat';
import type { TripSelection } from '@common/trip';
import { saveChatTurn } from '../src/db/repositories/chat-messages';
import { chatSessions } from '../src/db/schema';
import { CONVERSATION_MOVED_ON } from '../src/routes/chat/post-chat-completions';
import { TRIP_OUTSIDE_COUNTRIES } from '../src/domain/assistant/conversation';
import { NO_CITY_CHOICE } from '../src/routes/chat/post-chat-trip';
import { seedConversation } from './helpers/conversations';
import { createTestAppWithTwoUsers, type TestApp, type TestUser } from './helpers/test-app';
import { chatHistory, postChatTurn } from './helpers/chat-turn';
import { bearer, randomIp, registerUser } from './helpers/test-users';

// The server keeps each conversation's travel context: every turn starts from it, whatever the
// client sends along, and the city choice, the answers and the history stay with it.

let ctx: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ({ ctx, alice, bob } = await createTestAppWithTwoUsers());
});
afterAll(async () => {
  await ctx.close();
});

const GERMAN_TO_JAPAN = 'I am German and I want to visit Japan';
const GERMANY_JAPAN = {
  nationality: 'Germany',
  destination: 'Japan',
  nationalityCode: 'DE',
  destinationCode: 'JP',
} as const satisfies Conversation;

const BERLIN = { name: 'Berlin', country: 'DE', airport: 'BER' };
const TOKYO = { name: 'Tokyo', country: 'JP', airport: 'HND' };
const KYOTO = { name: 'Kyoto', country: 'JP', airport: '' };
const OSAKA = { name: 'Osaka', country: 'JP', airport: 'KIX' };
/** A direct Berlin to Tokyo trip as the city panel's Continue sends it. */
const DIRECT_TRIP = { mode: 'direct', from: BERLIN, destinations: [TOKYO] } as const;
/** The same trip as the server keeps it (the flight type defaulted). */
const DIRECT_TRIP_KEPT: TripSelection = {
  ...DIRECT_TRIP,
  destinations: [TOKYO],
  flightType: 'oneway',
};

const complete = (payload: Record<string, unknown>, token?: string) =>
  postChatTurn(ctx.app, { language: 'en', ...payload }, { token });

async function conversationOf(sessionId: string, token?: string): Promise<Conversation> {
  const res = await ctx.app.inject({
    url: `/api/chat/conversation?sessionId=${sessionId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ conversation: Conversation }>().conversation;
}

function historyOf(sessionId: string, token?: string): Promise<HistoryItem[]> {
  return chatHistory(ctx.app, sessionId, token);
}

function saveTrip(sessionId: string, trip: object, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/chat/trip',
    payload: { sessionId, trip },
    headers: bearer(token),
    remoteAddress: randomIp(),
  });
}

async function sessionRow(sessionId: string) {
  const rows = await ctx.database.db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  return rows[0];
}

describe('the conversation across turns', () => {
  it('answers every turn for the stored countries, whatever the body claims', async () => {
    const sessionId = nanoid();
    const first = await complete({ sessionId, message: GERMAN_TO_JAPAN });
    expect(first.statusCode, first.body).toBe(200);
    const firstBody = first.json<CompletionResponse>();
    expect(firstBody.metadata).toMatchObject({ nationalityCode: 'DE', destinationCode: 'JP' });

    // The client claims another trip and another step; the server answers for its own.
    const second = await complete({
      sessionId,
      message: 'Do I need a visa?',
      nationality: 'France',
      destination: 'Brazil',
      flowStep: 'greeting',
    });
    expect(second.statusCode, second.body).toBe(200);
    const secondBody = second.json<CompletionResponse>();
    expect(secondBody.metadata).toMatchObject({
      nationality: 'Germany',
      destination: 'Japan',
      nationalityCode: 'DE',
      destinationCode: 'JP',
    });
    expect(secondBody.content).toContain('Japan');
    expect(secondBody.content).not.toContain('Brazil');
    expect(secondBody.conversation).toMatchObject({
      ...GERMANY_JAPAN,
      flowStep: secondBody.metadata.flowStep,
    });

    expect(await conversationOf(sessionId)).toEqual(secondBody.conversation);

    const history = await historyOf(sessionId);
    expect(history.map(({ id, role, content }) => ({ id, role, content }))).toEqual([
      { id: firstBody.userMessageId, role: 'user', content: GERMAN_TO_JAPAN },
      { id: firstBody.messageId, role: 'assistant', content: firstBody.content },
      { id: secondBody.userMessageId, role: 'user', content: 'Do I need a visa?' },
      { id: secondBody.messageId, role: 'assistant', content: secondBody.content },
    ]);
    expect(history[3]?.metadata).toMatchObject({ flowStep: secondBody.metadata.flowStep });
  });

  it('answers an empty conversation for a session without turns', async () => {
    expect(await conversationOf(nanoid())).toEqual({});
  });

  it('starts the trip afresh when the destination changes', async () => {
    const sessionId = nanoid();
    await seedConversation(ctx.database, sessionId, {
      ...GERMANY_JAPAN,
      flowStep: 'booking_confirmation',
      trip: DIRECT_TRIP_KEPT,
      travelPreferences: { purpose: 'culture' },
      bookedServices: ['flight'],
    });
    const res = await complete({ sessionId, message: 'I want to visit France instead' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CompletionResponse>();
    expect(body.metadata).toMatchObject({ nationalityCode: 'DE', destinationCode: 'FR' });
    const stored = await conversationOf(sessionId);
    expect(stored).toEqual(body.conversation);
    expect(stored).toMatchObject({ nationalityCode: 'DE', destinationCode: 'FR' });
    expect(stored).not.toHaveProperty('trip');
    expect(stored).not.toHaveProperty('travelPreferences');
    expect(stored).not.toHaveProperty('bookedServices');
  });
});

describe('a forged step or button', () => {
  it.each([
    ['select_cities', { trip: DIRECT_TRIP }],
    ['confirm_booking', { values: ['FL000000000AB'] }],
  ])('cannot press %s on a fresh conversation, and nothing is stored', async (type, extra) => {
    const sessionId = nanoid();
    const res = await complete(
      {
        sessionId,
        message: 'Continue',
        nationality: 'Germany',
        destination: 'Japan',
        flowStep: 'city_selection',
        action: { type, flowStep: 'city_selection', ...extra },
      },
      alice.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await historyOf(sessionId, alice.token)).toEqual([]);
    expect(await conversationOf(sessionId, alice.token)).toEqual({});
    expect(await sessionRow(sessionId)).toBeUndefined();
  });

  it("cannot jump to another step's button", async () => {
    const sessionId = nanoid();
    const seeded: Conversation = { ...GERMANY_JAPAN, flowStep: 'visa_free_booking' };
    await seedConversation(ctx.database, sessionId, seeded);
    const res = await complete({
      sessionId,
      message: 'Culture',
      flowStep: 'travel_preferences_step4',
      action: {
        type: 'choose_preference_interests',
        flowStep: 'travel_preferences_step4',
        values: ['cultural'],
        preferences: { purpose: 'culture', duration: 'short', budget: 'mid' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await conversationOf(sessionId)).toEqual(seeded);
    expect(await historyOf(sessionId)).toEqual([]);
  });

  it("takes the wizard's answers so far from the conversation, not from the button", async () => {
    const sessionId = nanoid();
    await seedConversation(ctx.database, sessionId, {
      ...GERMANY_JAPAN,
      flowStep: 'travel_preferences_step4',
      travelPreferences: { purpose: 'culture', duration: 'short', budget: 'mid' },
    });
    const res = await complete({
      sessionId,
      message: 'Food',
      action: {
        type: 'choose_preference_interests',
        flowStep: 'travel_preferences_step4',
        values: ['food'],
        preferences: { purpose: 'business', duration: 'long', budget: 'luxury' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { purpose: 'culture', duration: 'short', budget: 'mid', interests: ['food'] };
    const body = res.json<CompletionResponse>();
    expect(body.metadata.travelPreferences).toEqual(expected);
    expect((await conversationOf(sessionId)).travelPreferences).toEqual(expected);
  });

  it('refuses a wizard step whose earlier answers the conversation lacks', async () => {
    const sessionId = nanoid();
    const seeded: Conversation = { ...GERMANY_JAPAN, flowStep: 'travel_preferences_step4' };
    await seedConversation(ctx.database, sessionId, seeded);
    const res = await complete({
      sessionId,
      message: 'Food',
      action: {
        type: 'choose_preference_interests',
        flowStep: 'travel_preferences_step4',
        values: ['food'],
        preferences: { purpose: 'business', duration: 'long', budget: 'luxury' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/travel preferences are missing/);
    expect(await conversationOf(sessionId)).toEqual(seeded);
  });
});

describe('the city choice', () => {
  it('keeps a direct trip chosen in the panel through the following turns', async () => {
    const sessionId = nanoid();
    await seedConversation(
      ctx.database,
      sessionId,
      { ...GERMANY_JAPAN, flowStep: 'city_selection' },
      alice.userId,
    );
    const saved = await saveTrip(sessionId, DIRECT_TRIP, alice.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      conversation: {
        ...GERMANY_JAPAN,
        flowStep: 'city_selection',
        trip: DIRECT_TRIP_KEPT,
        revision: 1,
      },
    });
    expect((await conversationOf(sessionId, alice.token)).trip).toEqual(DIRECT_TRIP_KEPT);

    for (const message of ['Do I need a visa?', 'Hello', 'What should I pack?']) {
      const res = await complete({ sessionId, message }, alice.token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<CompletionResponse>();
      expect(body.metadata).toMatchObject({ nationalityCode: 'DE', destinationCode: 'JP' });
      expect(body.conversation?.trip, message).toEqual(DIRECT_TRIP_KEPT);
    }
    const stored = await conversationOf(sessionId, alice.token);
    expect(stored).toMatchObject({ ...GERMANY_JAPAN, trip: DIRECT_TRIP_KEPT });
    expect(await historyOf(sessionId, alice.token)).toHaveLength(6);
  });

  it('refuses a trip while the conversation is not choosing cities (409)', async () => {
    const sessionId = nanoid();
    const seeded: Conversation = { ...GERMANY_JAPAN, flowStep: 'visa_free_booking' };
    await seedConversation(ctx.database, sessionId, seeded);
    const res = await saveTrip(sessionId, DIRECT_TRIP);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NO_CITY_CHOICE });
    expect(await conversationOf(sessionId)).toEqual(seeded);

    // Nor before the first turn.
    const fresh = nanoid();
    expect((await saveTrip(fresh, DIRECT_TRIP)).statusCode).toBe(409);
    expect(await conversationOf(fresh)).toEqual({});
  });

  it.each([
    ['a departure outside the nationality', { ...DIRECT_TRIP, from: { ...BERLIN, country: 'FR' } }],
    [
      'a city outside the destination',
      { ...DIRECT_TRIP, destinations: [TOKYO, { name: 'Seoul', country: 'KR', airport: 'ICN' }] },
    ],
  ])('refuses %s with 400', async (_label, trip) => {
    const sessionId = nanoid();
    const seeded: Conversation = { ...GERMANY_JAPAN, flowStep: 'city_selection' };
    await seedConversation(ctx.database, sessionId, seeded);
    const res = await saveTrip(sessionId, trip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TRIP_OUTSIDE_COUNTRIES });
    expect(await conversationOf(sessionId)).toEqual(seeded);
  });

  it("answers 404 for another user's conversation and leaves it alone", async () => {
    const sessionId = nanoid();
    const seeded: Conversation = { ...GERMANY_JAPAN, flowStep: 'city_selection' };
    await seedConversation(ctx.database, sessionId, seeded, alice.userId);
    for (const token of [bob.token, undefined]) {
      const res = await saveTrip(sessionId, DIRECT_TRIP, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect(await conversationOf(sessionId, alice.token)).toEqual(seeded);
  });

  it('keeps a multi-city trip chosen with select_cities, every city in order', async () => {
    const sessionId = nanoid();
    await seedConversation(ctx.database, sessionId, {
      ...GERMANY_JAPAN,
      flowStep: 'multi_city_builder',
    });
    const trip = {
      mode: 'multi',
      from: BERLIN,
      destinations: [TOKYO, KYOTO, OSAKA],
      stays: [3, 2, 4],
      flightType: 'oneway',
      returnCity: 'Osaka',
    } as const;
    const res = await complete({
      sessionId,
      message: 'Continue',
      action: { type: 'select_cities', flowStep: 'multi_city_builder', trip },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CompletionResponse>();
    expect(body.metadata.flowStep).toBe('multi_city_services');
    expect(body.conversation?.trip).toEqual(trip);
    const stored = await conversationOf(sessionId);
    expect(stored).toMatchObject({ flowStep: 'multi_city_services', tripService: 'flight' });
    expect(stored.trip).toEqual(trip);

    // A later turn keeps it too.
    const next = await complete({ sessionId, message: 'Do I need a visa?' });
    expect(next.statusCode, next.body).toBe(200);
    expect((await conversationOf(sessionId)).trip).toEqual(trip);
  });
});

describe('GET /api/chat/sessions', () => {
  const listOf = (token: string | undefined, lang = 'en') =>
    ctx.app.inject({ url: `/api/chat/sessions?lang=${lang}`, headers: bearer(token) });

  it('answers 401 signed out', async () => {
    for (const headers of [{}, bearer('not-a-live-session-token')]) {
      const res = await ctx.app.inject({ url: '/api/chat/sessions', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it("lists the user's own conversations, newest first, in the language asked for", async () => {
    const carol = await registerUser(ctx.app);
    const japan = nanoid();
    const france = nanoid();
    const mine = [
      [japan, GERMAN_TO_JAPAN],
      [france, "I'm Indian and I want to visit France"],
    ] as const;
    for (const [sessionId, message] of mine) {
      expect((await complete({ sessionId, message }, carol.token)).statusCode).toBe(200);
    }
    // Someone else's and an anonymous conversation are never listed.
    const bobs = nanoid();
    expect(
      (await complete({ sessionId: bobs, message: GERMAN_TO_JAPAN }, bob.token)).statusCode,
    ).toBe(200);
    const anonymous = nanoid();
    expect((await complete({ sessionId: anonymous, message: GERMAN_TO_JAPAN })).statusCode).toBe(
      200,
    );

    const first = await listOf(carol.token, 'es');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      conversations: [
        {
          sessionId: france,
          destination: 'Francia',
          destinationCode: 'FR',
          title: "I'm Indian and I want to visit France",
          updatedAt: expect.any(String),
        },
        {
          sessionId: japan,
          destination: 'Japón',
          destinationCode: 'JP',
          title: GERMAN_TO_JAPAN,
          updatedAt: expect.any(String),
        },
      ],
    });

    // A new turn makes the Japan conversation the newest; its title stays its first message.
    expect((await complete({ sessionId: japan, message: 'Hello' }, carol.token)).statusCode).toBe(
      200,
    );
    const second = await listOf(carol.token);
    const listed = second.json<{ conversations: Array<Record<string, string>> }>().conversations;
    expect(listed.map((c) => [c.sessionId, c.destination, c.title])).toEqual([
      [japan, 'Japan', GERMAN_TO_JAPAN],
      [france, 'France', "I'm Indian and I want to visit France"],
    ]);
    expect(Date.parse(listed[0]?.updatedAt ?? '')).toBeGreaterThan(
      Date.parse(listed[1]?.updatedAt ?? ''),
    );
    const bobsList = (await listOf(bob.token)).json<{
      conversations: Array<{ sessionId: string }>;
    }>();
    expect(bobsList.conversations.map((c) => c.sessionId)).toContain(bobs);
    for (const sessionId of [japan, france, anonymous]) {
      expect(bobsList.conversations.map((c) => c.sessionId)).not.toContain(sessionId);
    }
  });
});

describe('two turns at once on one conversation', () => {
  // Two requests cannot be made to read the stored context at the same moment from outside (a
  // database connection pool may run one whole before the other reads), so the refusal itself
  // is checked where it happens: two turns stored from the same starting context.
  it('refuses the turn answered from a context the other has replaced', async () => {
    const sessionId = nanoid();
    const turn = (content: string, flowStep: 'destination_collection' | 'nationality_collection') =>
      saveChatTurn(ctx.database.db, {
        sessionId,
        userId: null,
        startedFrom: undefined,
        user: { content },
        assistant: { content: `reply to ${content}` },
        context: { flowStep, revision: 1 },
      });
    const first = await turn('I am German', 'destination_collection');
    const second = await turn('I want to visit Japan', 'nationality_collection');
    expect(first.outcome).toBe('saved');
    expect(second).toEqual({ outcome: 'moved_on' });
    // Only the first turn is stored, and the context is the one it left.
    expect((await historyOf(sessionId)).map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: 'I am German' },
      { role: 'assistant', content: 'reply to I am German' },
    ]);
    expect(await conversationOf(sessionId)).toEqual({
      flowStep: 'destination_collection',
      revision: 1,
    });
  });

  // Each message's reply depends on the context it starts from ('I want to visit Japan' after
  // 'I am German' is Germany to Japan), so a turn stored from a stale context shows.
  it('stores each turn from the context the previous one left, or refuses it with 409', async () => {
    for (let round = 0; round < 3; round++) {
      const sessionId = nanoid();
      const messages = ['I am German', 'I want to visit Japan'];
      const responses = await Promise.all(
        messages.map((message) => complete({ sessionId, message })),
      );
      const stored: Array<{ message: string; body: CompletionResponse }> = [];
      responses.forEach((res, i) => {
        expect([200, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 409) {
          expect(res.json()).toEqual({ message: CONVERSATION_MOVED_ON });
        } else {
          stored.push({ message: messages[i] ?? '', body: res.json<CompletionResponse>() });
        }
      });
      expect(stored.length).toBeGreaterThan(0);

      const history = await historyOf(sessionId);
      const order = stored
        .map((turn) => ({
          ...turn,
          at: history.findIndex((m) => m.id === turn.body.userMessageId),
        }))
        .sort((a, b) => a.at - b.at);
      expect(history.map(({ id, role, content }) => ({ id, role, content }))).toEqual(
        order.flatMap(({ message, body }) => [
          { id: body.userMessageId, role: 'user', content: message },
          { id: body.messageId, role: 'assistant', content: body.content },
        ]),
      );
      const last = order[order.length - 1]?.body;
      if (order.length === 2) {
        // The later turn started from the earlier one's context: both countries are known.
        expect(last?.conversation).toMatchObject({ nationalityCode: 'DE', destinationCode: 'JP' });
      }
      expect(await conversationOf(sessionId)).toEqual(last?.conversation);
    }
  });
});
