import { eq, sql } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@common/contracts/auth';
import type { CompletionResponse, Conversation } from '@common/contracts/chat';
import {
  PROFILE_QUESTIONS,
  profileStatusSchema,
  travelProfileSchema,
} from '@common/contracts/travel-profile';
import type { TravelPreferences } from '@common/trip';
import { travelProfiles, users } from '../src/db/schema';
import { seedConversation } from './helpers/conversations';
import { createTestApp } from './helpers/test-app';
import { postChatTurn } from './helpers/chat-turn';
import { bearer, randomIp, registerUser } from './helpers/test-users';

// product.md §4.6, §8.5: what a signed-in traveller tells the chat (the nationality, the
// preference wizard's answers) fills what their account and travel profile lack, and nothing
// else: never an answer already there, never for an anonymous chat, never another user's.

const logLines: string[] = [];
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({
    logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
  });
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

/** What the wizard's buttons send, step by step (product.md §4.6). */
const WIZARD = [
  { type: 'choose_preference_purpose', step: 1, message: 'Business', values: ['business'] },
  { type: 'choose_preference_duration', step: 2, message: 'Long trip', values: ['long'] },
  { type: 'choose_preference_budget', step: 3, message: 'Mid-range', values: ['mid'] },
  {
    type: 'choose_preference_interests',
    step: 4,
    message: 'Art & museums, Historical sites',
    values: ['art', 'historical'],
  },
  { type: 'create_itinerary', step: 5, message: 'Create Itinerary', values: undefined },
] as const;
const WIZARD_ANSWERS: TravelPreferences = {
  purpose: 'business',
  duration: 'long',
  budget: 'mid',
  interests: ['art', 'historical'],
};

const complete = (payload: Record<string, unknown>, token?: string) =>
  postChatTurn(ctx.app, { language: 'en', ...payload }, { token });

function call(method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    payload,
    headers: bearer(token),
    remoteAddress: randomIp(),
  });
}

async function accountOf(token: string) {
  const res = await call('GET', '/api/user', token);
  expect(res.statusCode, res.body).toBe(200);
  return userSchema.parse(res.json());
}

async function statusOf(token: string) {
  const res = await call('GET', '/api/user/profile-status', token);
  expect(res.statusCode, res.body).toBe(200);
  return profileStatusSchema.parse(res.json());
}

async function profileOf(token: string) {
  const res = await call('GET', '/api/user/profile', token);
  return res.statusCode === 404 ? null : travelProfileSchema.parse(res.json());
}

/** Walks the wizard from step 1 to 'Create Itinerary' in a conversation at step 1. */
async function completeWizard(sessionId: string, token?: string) {
  let last: CompletionResponse | undefined;
  for (const button of WIZARD) {
    const flowStep = `travel_preferences_step${button.step}`;
    const res = await complete(
      {
        sessionId,
        message: button.message,
        action: {
          type: button.type,
          flowStep,
          ...(button.values ? { values: button.values } : {}),
        },
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    last = res.json<CompletionResponse>();
  }
  expect(last?.metadata.flowStep).toBe('personalized_itinerary_created');
  expect(last?.conversation?.travelPreferences).toEqual(WIZARD_ANSWERS);
  return last;
}

/** A conversation of the user's at the wizard's first step, as the chat leaves it. */
async function atWizardStart(userId: string | null) {
  const sessionId = nanoid();
  await seedConversation(
    ctx.database,
    sessionId,
    { ...GERMANY_JAPAN, flowStep: 'travel_preferences_step1', travelPreferences: {} },
    userId,
  );
  return sessionId;
}

/** Everything the chat could fill, for every account: to show what a turn left alone. */
function everyAccountsProfile() {
  return ctx.database.db
    .select({
      id: users.id,
      nationality: users.nationality,
      updatedAt: users.updatedAt,
      profile: travelProfiles,
    })
    .from(users)
    .leftJoin(travelProfiles, eq(travelProfiles.userId, users.id))
    .orderBy(users.id);
}

describe('a signed-in chat', () => {
  it('fills the empty nationality of the account with the one the chat settled', async () => {
    const { token } = await registerUser(ctx.app);
    expect((await accountOf(token)).nationality).toBeNull();

    const res = await complete({ sessionId: nanoid(), message: GERMAN_TO_JAPAN }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CompletionResponse>().conversation).toMatchObject({ nationalityCode: 'DE' });

    expect((await accountOf(token)).nationality).toBe('Germany');
    const status = await statusOf(token);
    expect(status.nationality).toBe('Germany');
    // Only the nationality: no travel profile is started by it.
    expect(status).toMatchObject({ hasProfile: false, missing: [...PROFILE_QUESTIONS] });
    expect(await profileOf(token)).toBeNull();
  });

  it("fills the travel preferences once the wizard's 'Create Itinerary' is pressed", async () => {
    const { token, userId } = await registerUser(ctx.app);
    const sessionId = await atWizardStart(userId);

    // Half way through the wizard nothing is filled yet.
    for (const button of WIZARD.slice(0, 3)) {
      const res = await complete(
        {
          sessionId,
          message: button.message,
          action: {
            type: button.type,
            flowStep: `travel_preferences_step${button.step}`,
            values: button.values,
          },
        },
        token,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await statusOf(token)).toMatchObject({ hasProfile: false });

    const other = await atWizardStart(userId);
    await completeWizard(other, token);
    expect(await profileOf(token)).toEqual({
      purpose: 'business',
      duration: 'long',
      budget: 'mid-range',
      // 'art' and 'historical', in the questionnaire's words and order.
      interests: ['Culture & History', 'Art & Museums'],
      travelStyle: null,
      ageGroup: null,
      accommodationPreferences: null,
      transportationPreferences: null,
      preferredActivities: [],
      dietaryRestrictions: [],
      profileReference: expect.stringMatching(/^TP-[A-Z0-9]{9}$/),
      updatedAt: expect.any(String),
    });
    // The questionnaire has only the rest to ask.
    expect(await statusOf(token)).toMatchObject({
      hasProfile: true,
      missing: ['travelStyle', 'ageGroup', 'accommodationPreferences', 'transportationPreferences'],
      nationality: 'Germany',
    });

    // The questionnaire then completes the profile; the wizard's duration stays.
    const saved = await call('POST', '/api/user/profile', token, {
      travelPurpose: 'business',
      interests: ['Culture & History', 'Art & Museums'],
      budgetRange: 'mid-range',
      travelStyle: 'solo',
      ageGroup: '26-35',
      accommodationPreferences: 'hotel',
      transportationPreferences: 'public',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await profileOf(token)).toMatchObject({ duration: 'long', travelStyle: 'solo' });
    expect(await statusOf(token)).toMatchObject({ missing: [] });
  });

  it('leaves out a wizard answer that has no faithful match in the profile', async () => {
    const { token, userId } = await registerUser(ctx.app);
    const sessionId = nanoid();
    await seedConversation(
      ctx.database,
      sessionId,
      {
        ...GERMANY_JAPAN,
        flowStep: 'travel_preferences_step5',
        travelPreferences: {
          purpose: 'food',
          duration: 'short',
          budget: 'luxury',
          interests: ['nature', 'outdoor'],
        },
      },
      userId,
    );
    const res = await complete(
      {
        sessionId,
        message: 'Create Itinerary',
        action: { type: 'create_itinerary', flowStep: 'travel_preferences_step5' },
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileOf(token)).toMatchObject({
      purpose: null,
      duration: 'short',
      budget: null,
      interests: ['Nature & Outdoors'],
    });
    expect((await statusOf(token)).missing).toEqual([
      'travelPurpose',
      'budgetRange',
      'travelStyle',
      'ageGroup',
      'accommodationPreferences',
      'transportationPreferences',
    ]);
  });

  it('never replaces what the traveller set on the profile', async () => {
    const { token, userId } = await registerUser(ctx.app);
    const patched = await call('PATCH', '/api/user', token, { nationality: 'Austrian' });
    expect(patched.statusCode, patched.body).toBe(200);
    const saved = await call('POST', '/api/user/profile', token, {
      travelPurpose: 'family',
      // "None" is an answer too.
      interests: [],
      budgetRange: 'luxury',
      travelStyle: 'couple',
      ageGroup: '36-50',
      accommodationPreferences: 'apartment',
      transportationPreferences: 'rental',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const before = await profileOf(token);

    const chat = await complete({ sessionId: nanoid(), message: GERMAN_TO_JAPAN }, token);
    expect(chat.statusCode, chat.body).toBe(200);
    await completeWizard(await atWizardStart(userId), token);

    expect((await accountOf(token)).nationality).toBe('Austrian');
    // Only the duration, which the questionnaire never asks, was empty.
    expect(await profileOf(token)).toEqual({
      ...before,
      duration: 'long',
      updatedAt: expect.any(String),
    });
    expect(await statusOf(token)).toMatchObject({ hasProfile: true, missing: [] });

    // A second wizard finds nothing empty and changes nothing, its update time included.
    const filled = await profileOf(token);
    await completeWizard(await atWizardStart(userId), token);
    expect(await profileOf(token)).toEqual(filled);
  });

  it("never touches another user's account or profile", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const bobBefore = await everyAccountsProfile().then((rows) =>
      rows.find((row) => row.id === bob.userId),
    );

    const chat = await complete({ sessionId: nanoid(), message: GERMAN_TO_JAPAN }, alice.token);
    expect(chat.statusCode, chat.body).toBe(200);
    await completeWizard(await atWizardStart(alice.userId), alice.token);
    expect((await accountOf(alice.token)).nationality).toBe('Germany');
    expect((await profileOf(alice.token))?.purpose).toBe('business');

    expect((await accountOf(bob.token)).nationality).toBeNull();
    expect(await profileOf(bob.token)).toBeNull();
    expect(await statusOf(bob.token)).toMatchObject({
      hasProfile: false,
      missing: [...PROFILE_QUESTIONS],
    });
    expect((await everyAccountsProfile()).find((row) => row.id === bob.userId)).toEqual(bobBefore);
  });

  it('keeps the reply when the profile cannot be filled, and logs why', async () => {
    const { token, userId } = await registerUser(ctx.app);
    // The database refuses this user's travel profile (a real failure, not a mock).
    await ctx.database.db.execute(
      sql.raw(`create function refuse_profile() returns trigger language plpgsql as $$
        begin raise exception 'travel profiles are refused'; end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(`create trigger refuse_profile before insert or update on travel_profiles
        for each row when (new.user_id = '${userId}') execute function refuse_profile()`),
    );
    try {
      const sessionId = await atWizardStart(userId);
      const last = await completeWizard(sessionId, token);
      expect(last?.content).toBeTruthy();
      expect(await profileOf(token)).toBeNull();
      expect(logLines.join('\n')).toContain('profile not filled from the chat');
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_profile on travel_profiles`);
      await ctx.database.db.execute(sql`drop function refuse_profile()`);
    }
  });
});

describe('an anonymous chat', () => {
  it('fills nothing, for anyone', async () => {
    // Accounts with empty nationalities and profiles that a chat could fill.
    await registerUser(ctx.app);
    await registerUser(ctx.app);
    const before = await everyAccountsProfile();

    const sessionId = nanoid();
    const first = await complete({ sessionId, message: GERMAN_TO_JAPAN });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<CompletionResponse>().conversation).toMatchObject({ nationalityCode: 'DE' });
    await completeWizard(await atWizardStart(null));

    expect(await everyAccountsProfile()).toEqual(before);
  });
});
