import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROFILE_QUESTIONS,
  profileReferenceSchema,
  profileStatusSchema,
  travelProfileSchema,
} from '@common/contracts/travel-profile';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';
import { book, buy, flightBooking, insurancePurchase } from './helpers/travel-fixtures';

// Issue 9: the travel profile of the post-booking questionnaire (product.md §7, §11.2) and the
// profile calls of the dashboard (product.md §8.5, §11.2), each scoped to the signed-in user.

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** What the questionnaire sends (product.md §11.2). */
const answers = (overrides: object = {}) => ({
  travelPurpose: 'leisure',
  interests: ['Culture & History', 'Food & Dining'],
  budgetRange: 'mid-range',
  travelStyle: 'couple',
  ageGroup: '26-35',
  preferredActivities: [],
  dietaryRestrictions: [],
  accommodationPreferences: 'boutique',
  transportationPreferences: 'public',
  ...overrides,
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    payload,
    headers: bearer(token),
    remoteAddress: randomIp(),
  });
}
const saveProfile = (token?: string, payload: object = answers()) =>
  call('POST', '/api/user/profile', token, payload);
const profileStatus = (token?: string) => call('GET', '/api/user/profile-status', token);
const getProfile = (token?: string) => call('GET', '/api/user/profile', token);
const deleteProfile = (token?: string) => call('DELETE', '/api/user/profile', token);
const resetProfile = (token?: string) => call('POST', '/api/user/profile/reset', token, {});
const skipProfile = (token?: string) => call('POST', '/api/user/profile/skip', token);
const usernameOf = async (token: string) =>
  (await call('GET', '/api/user', token)).json<{ username: string }>().username;
const skippedOf = async (token: string) =>
  profileStatusSchema.parse((await profileStatus(token)).json()).skipped;

describe('signed out', () => {
  it.each([
    ['POST', '/api/user/profile', answers()],
    ['GET', '/api/user/profile-status', undefined],
    ['GET', '/api/user/profile', undefined],
    ['DELETE', '/api/user/profile', undefined],
    ['POST', '/api/user/profile/reset', {}],
    ['POST', '/api/user/profile/skip', undefined],
    ['POST', '/api/user/profile/skip', {}],
  ] as const)('%s %s is 401 JSON', async (method, url, payload) => {
    const res = await call(method, url, undefined, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('a revoked token is 401 too', async () => {
    const { token } = await registerUser(ctx.app);
    const logout = await call('POST', '/api/logout', token);
    expect(logout.statusCode).toBeLessThan(300);
    expect((await profileStatus(token)).statusCode).toBe(401);
    expect((await saveProfile(token)).statusCode).toBe(401);
  });
});

describe('POST /api/user/profile', () => {
  it('saves the answers and returns a TP- reference', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await saveProfile(token);
    expect(res.statusCode).toBe(201);
    const { profileReference } = res.json<{ profileReference: string }>();
    expect(profileReferenceSchema.parse(profileReference)).toBe(profileReference);

    const stored = await getProfile(token);
    expect(stored.statusCode).toBe(200);
    expect(travelProfileSchema.parse(stored.json())).toEqual({
      purpose: 'leisure',
      duration: null,
      budget: 'mid-range',
      interests: ['Culture & History', 'Food & Dining'],
      travelStyle: 'couple',
      ageGroup: '26-35',
      accommodationPreferences: 'boutique',
      transportationPreferences: 'public',
      preferredActivities: [],
      dietaryRestrictions: [],
      profileReference,
      updatedAt: expect.any(String),
    });
  });

  it('accepts every value of every enum of product.md §7.1', async () => {
    const { token } = await registerUser(ctx.app);
    const all = {
      travelPurpose: ['leisure', 'business', 'family', 'education', 'medical', 'other'],
      budgetRange: ['budget', 'mid-range', 'luxury', 'flexible'],
      travelStyle: ['solo', 'couple', 'family', 'friends', 'group'],
      ageGroup: ['18-25', '26-35', '36-50', '51-65', '65+'],
      accommodationPreferences: ['hotel', 'apartment', 'hostel', 'boutique'],
      transportationPreferences: ['public', 'rental', 'walking', 'taxi'],
    };
    for (const [field, values] of Object.entries(all)) {
      for (const value of values) {
        const res = await saveProfile(token, answers({ [field]: value }));
        expect(res.statusCode, `${field}=${value}: ${res.body}`).toBe(201);
      }
    }
    const interests = [
      'Culture & History',
      'Food & Dining',
      'Adventure Sports',
      'Nature & Outdoors',
      'Art & Museums',
      'Nightlife & Entertainment',
      'Shopping',
      'Architecture',
      'Photography',
      'Local Festivals',
      'Wellness & Spa',
      'Beach & Water Sports',
    ];
    expect((await saveProfile(token, answers({ interests }))).statusCode).toBe(201);
    expect((await getProfile(token)).json()).toMatchObject({ interests });
    // Interests are optional (step 2 has no required choice).
    expect((await saveProfile(token, answers({ interests: [] }))).statusCode).toBe(201);
    const withoutInterests: Record<string, unknown> = answers();
    delete withoutInterests['interests'];
    expect((await saveProfile(token, withoutInterests)).statusCode).toBe(201);
    expect((await getProfile(token)).json()).toMatchObject({ interests: [] });
  });

  it.each([
    ['travelPurpose', 'tourism'],
    ['travelPurpose', undefined],
    ['budgetRange', 'cheap'],
    ['budgetRange', undefined],
    ['travelStyle', 'alone'],
    ['travelStyle', undefined],
    ['ageGroup', '17'],
    ['ageGroup', undefined],
    ['accommodationPreferences', 'tent'],
    ['accommodationPreferences', undefined],
    ['transportationPreferences', 'horse'],
    ['transportationPreferences', undefined],
    ['interests', ['Skiing']],
    ['interests', 'Shopping'],
    ['interests', ['Shopping', 'Shopping']],
    ['preferredActivities', 'hiking'],
    ['preferredActivities', Array.from({ length: 21 }, (_, i) => `a${i}`)],
    ['dietaryRestrictions', ['x'.repeat(101)]],
  ])('refuses %s = %j with 400 JSON and stores nothing', async (field, value) => {
    const { token } = await registerUser(ctx.app);
    const res = await saveProfile(token, answers({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringContaining(field) });
    expect((await getProfile(token)).statusCode).toBe(404);
  });

  it('refuses a body that is not JSON object with 400 JSON', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"travelPurpose":',
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('replaces an earlier profile with a new reference, and strips unknown fields', async () => {
    const { token } = await registerUser(ctx.app);
    const first = (await saveProfile(token)).json<{ profileReference: string }>();
    const second = await saveProfile(
      token,
      answers({ travelPurpose: 'business', budgetRange: 'luxury', userId: 'someone-else' }),
    );
    expect(second.statusCode).toBe(201);
    const { profileReference } = second.json<{ profileReference: string }>();
    expect(profileReference).not.toBe(first.profileReference);
    expect((await getProfile(token)).json()).toMatchObject({
      purpose: 'business',
      budget: 'luxury',
      profileReference,
    });
  });
});

describe('GET /api/user/profile-status', () => {
  it('says whether there is a profile, the nationality, and whether anything was booked', async () => {
    const { token } = await registerUser(ctx.app);
    const empty = await profileStatus(token);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('private, no-store');
    expect(profileStatusSchema.parse(empty.json())).toEqual({
      hasProfile: false,
      missing: [...PROFILE_QUESTIONS],
      nationality: null,
      hasCompletedBooking: false,
      skipped: false,
    });

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      payload: { nationality: 'India' },
      headers: bearer(token),
    });
    expect(patched.statusCode).toBe(200);
    await book(ctx.app, token, flightBooking());
    expect((await profileStatus(token)).json()).toEqual({
      hasProfile: false,
      missing: [...PROFILE_QUESTIONS],
      nationality: 'India',
      hasCompletedBooking: true,
      skipped: false,
    });

    await saveProfile(token);
    expect((await profileStatus(token)).json()).toMatchObject({ hasProfile: true, missing: [] });
  });

  it('counts an add-on purchase as a completed booking', async () => {
    const { token } = await registerUser(ctx.app);
    await buy(ctx.app, token, insurancePurchase());
    expect((await profileStatus(token)).json()).toMatchObject({
      hasProfile: false,
      hasCompletedBooking: true,
    });
  });
});

describe('GET /api/user/profile', () => {
  it('is 404 JSON without a profile', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await getProfile(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No travel profile yet' });
  });
});

describe('DELETE /api/user/profile', () => {
  it('deletes the profile (204), then 404 when there is none', async () => {
    const { token } = await registerUser(ctx.app);
    await saveProfile(token);
    const res = await deleteProfile(token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await getProfile(token)).statusCode).toBe(404);
    expect((await profileStatus(token)).json()).toMatchObject({ hasProfile: false });

    const again = await deleteProfile(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'No travel profile yet' });
  });
});

describe('POST /api/user/profile/reset', () => {
  it('clears the profile and always answers 200', async () => {
    const { token } = await registerUser(ctx.app);
    await saveProfile(token);
    const res = await resetProfile(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasProfile: false, cleared: true });
    expect((await getProfile(token)).statusCode).toBe(404);

    const again = await resetProfile(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ hasProfile: false, cleared: false });

    // Without a body too (the JSON content type is optional).
    const bare = await call('POST', '/api/user/profile/reset', token);
    expect(bare.statusCode).toBe(200);
    // A new questionnaire works after a reset.
    expect((await saveProfile(token)).statusCode).toBe(201);
  });
});

describe('POST /api/user/profile/skip', () => {
  it('keeps the skip for the account until a reset clears it', async () => {
    const { token } = await registerUser(ctx.app);
    await buy(ctx.app, token, insurancePurchase());
    expect(await skippedOf(token)).toBe(false);

    // Body-less, as the questionnaire sends it.
    const res = await skipProfile(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ skipped: true });
    expect((await profileStatus(token)).json()).toEqual({
      hasProfile: false,
      missing: [...PROFILE_QUESTIONS],
      nationality: null,
      hasCompletedBooking: true,
      skipped: true,
    });

    // Kept in the database, not the session: a second sign-in of the account sees it.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usernameOrEmail: await usernameOf(token), password: 'secret-pass' },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(await skippedOf(login.json<{ authToken: string }>().authToken)).toBe(true);

    // Skipping again is harmless; a later booking does not undo it.
    expect((await call('POST', '/api/user/profile/skip', token, {})).statusCode).toBe(200);
    await book(ctx.app, token, flightBooking());
    expect(await skippedOf(token)).toBe(true);

    // The dashboard's reset clears it, with or without a profile to clear.
    expect((await resetProfile(token)).json()).toEqual({ hasProfile: false, cleared: false });
    expect(await skippedOf(token)).toBe(false);
  });

  it('is cleared by completing the questionnaire, and by deleting the profile', async () => {
    const { token } = await registerUser(ctx.app);
    await skipProfile(token);
    expect(await skippedOf(token)).toBe(true);
    expect((await saveProfile(token)).statusCode).toBe(201);
    expect((await profileStatus(token)).json()).toMatchObject({ hasProfile: true, skipped: false });

    await skipProfile(token);
    expect(await skippedOf(token)).toBe(true);
    expect((await deleteProfile(token)).statusCode).toBe(204);
    expect(await skippedOf(token)).toBe(false);
  });

  it('refuses a body that is not an object, and a form post', async () => {
    const { token } = await registerUser(ctx.app);
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/profile/skip',
      payload: '[]',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      remoteAddress: randomIp(),
    });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ message: expect.any(String) });

    // What a cross-site form would send, had the SameSite=Lax cookie gone with it.
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/profile/skip',
      payload: 'skip=1',
      headers: {
        cookie: `algotrip_session=${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      remoteAddress: randomIp(),
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ message: expect.any(String) });
    expect(await skippedOf(token)).toBe(false);
  });
});

describe('scoped to the user', () => {
  it("never reads, deletes or resets another user's profile", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const alices = (await saveProfile(alice.token)).json<{ profileReference: string }>();

    // Bob sees no profile of his own, and cannot reach Alice's.
    expect((await getProfile(bob.token)).statusCode).toBe(404);
    expect((await profileStatus(bob.token)).json()).toMatchObject({ hasProfile: false });
    expect((await deleteProfile(bob.token)).statusCode).toBe(404);
    expect((await resetProfile(bob.token)).json()).toEqual({ hasProfile: false, cleared: false });
    expect((await getProfile(alice.token)).json()).toMatchObject({
      profileReference: alices.profileReference,
    });

    // Bob's own profile is separate, and a booking of Alice's is not his.
    await book(ctx.app, alice.token, flightBooking());
    expect((await profileStatus(bob.token)).json()).toMatchObject({ hasCompletedBooking: false });
    const bobs = (await saveProfile(bob.token, answers({ travelPurpose: 'medical' }))).json<{
      profileReference: string;
    }>();
    expect((await getProfile(alice.token)).json()).toMatchObject({
      purpose: 'leisure',
      profileReference: alices.profileReference,
    });
    expect((await getProfile(bob.token)).json()).toMatchObject({
      purpose: 'medical',
      profileReference: bobs.profileReference,
    });

    // Alice's reset leaves Bob's profile alone.
    await resetProfile(alice.token);
    expect((await getProfile(alice.token)).statusCode).toBe(404);
    expect((await getProfile(bob.token)).statusCode).toBe(200);
  });

  it("never skips, or clears the skip of, another user's questionnaire", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await skipProfile(alice.token);
    expect(await skippedOf(alice.token)).toBe(true);
    expect(await skippedOf(bob.token)).toBe(false);

    await skipProfile(bob.token);
    await resetProfile(alice.token);
    expect(await skippedOf(alice.token)).toBe(false);
    expect(await skippedOf(bob.token)).toBe(true);
  });
});
