import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT } from '@common/constants';
import type { Conversation } from '@common/contracts/chat';
import { seedConversation } from './helpers/conversations';
import {
  createTestApp,
  createTestAppWithTwoUsers,
  type TestApp,
  type TestUser,
} from './helpers/test-app';
import { postChatTurn } from './helpers/chat-turn';
import { bearer, randomIp, registerUser } from './helpers/test-users';

let ctx: TestApp;
/** Who presses a button: a signed-in user, or someone signed out (no user id). */
type Caller = { token: string; userId: string | null };
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ({ ctx, alice, bob } = await createTestAppWithTwoUsers());
});
afterAll(async () => {
  await ctx.close();
});

const UNKNOWN_REFERENCE = { message: 'Unknown order reference' };

/** India to Japan, as the earlier turns of the visa flow leave it at `flowStep`. */
function indiaToJapan(flowStep: Conversation['flowStep']): Conversation {
  return {
    nationality: 'India',
    destination: 'Japan',
    nationalityCode: 'IN',
    destinationCode: 'JP',
    flowStep,
    visaQuestionnaire: { purpose: 'tourism', duration: 'short', companions: 'alone' },
  };
}

/** A signed-out caller, with no token or with one that is no live session. */
const signedOut = (token?: string): Caller | undefined =>
  token ? { token, userId: null } : undefined;

async function buy(token: string, type: 'visa-bundle' | 'visa-service'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/visa-orders',
    payload: { type, nationality: 'IN', destination: 'JP', visaType: 'tourist' },
    headers: bearer(token),
    remoteAddress: randomIp(),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ reference: string }>().reference;
}

/** The turn after the traveller pressed 'Get the bundle' (or 'Buy the service') in its step. */
async function pressBuy(kind: 'bundle' | 'service', values: string[] | undefined, caller?: Caller) {
  const flowStep = kind === 'bundle' ? 'visa_recommendation_options' : 'visa_service_options';
  const sessionId = nanoid();
  await seedConversation(ctx.database, sessionId, indiaToJapan(flowStep), caller?.userId ?? null);
  return postChatTurn(
    ctx.app,
    {
      sessionId,
      message: kind === 'bundle' ? 'Get the bundle' : 'Buy the visa service',
      language: 'en',
      action: {
        type: kind === 'bundle' ? 'buy_visa_bundle' : 'buy_visa_service',
        flowStep,
        values,
      },
    },
    { token: caller?.token },
  );
}

describe('POST /api/chat/completions: buying visa help', () => {
  it("confirms the signed-in user's own bundle order by its reference", async () => {
    const reference = await buy(alice.token, 'visa-bundle');
    const res = await pressBuy('bundle', [reference], alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.metadata.orderReference).toBe(reference);
    expect(body.metadata.flowStep).not.toBe('auth_required');
    expect(body.content).toContain(reference);
  });

  it("confirms the user's own professional service order", async () => {
    const reference = await buy(alice.token, 'visa-service');
    const res = await pressBuy('service', [reference], alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.orderReference).toBe(reference);
  });

  it("refuses another user's reference with 400", async () => {
    const bobsReference = await buy(bob.token, 'visa-bundle');
    const res = await pressBuy('bundle', [bobsReference], alice);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(UNKNOWN_REFERENCE);
  });

  it('refuses a reference of the other kind of order with 400', async () => {
    const serviceReference = await buy(alice.token, 'visa-service');
    const res = await pressBuy('bundle', [serviceReference], alice);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(UNKNOWN_REFERENCE);
  });

  it.each([
    ['no reference', undefined],
    ['a made-up reference', ['VB-AAAAAAAAA']],
    ['a malformed reference', ["VB-' OR 1=1"]],
  ])('refuses %s with 400', async (_label, values) => {
    const res = await pressBuy('bundle', values, alice);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(UNKNOWN_REFERENCE);
  });

  it('asks a signed-out traveller to sign in, whatever the reference', async () => {
    const reference = await buy(alice.token, 'visa-bundle');
    for (const token of [undefined, 'not-a-live-session-token']) {
      const res = await pressBuy('bundle', [reference], signedOut(token));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.metadata.flowStep).toBe('auth_required');
      expect(body.metadata).not.toHaveProperty('orderReference');
      expect(body.content).not.toContain(reference);
    }
  });
});

describe("POST /api/chat/completions: 'Email Me & Continue'", () => {
  // A mailer that is configured but never sends: what the replies depend on is only that mail is on.
  let withMail: TestApp;
  let carol: Caller;
  beforeAll(async () => {
    withMail = await createTestApp({
      mailer: () => ({
        start: () => undefined,
        notify: () => undefined,
        drain: async () => undefined,
        stop: async () => undefined,
      }),
    });
    carol = await registerUser(withMail.app);
  });
  afterAll(async () => {
    await withMail.close();
  });

  async function pressEmailMe(target: typeof ctx, caller?: Caller) {
    const sessionId = nanoid();
    const flowStep = 'visa_recommendation_options';
    await seedConversation(
      target.database,
      sessionId,
      indiaToJapan(flowStep),
      caller?.userId ?? null,
    );
    return target.app.inject({
      method: 'POST',
      url: '/api/chat/completions',
      payload: {
        sessionId,
        message: 'Email Me & Continue',
        nationality: CHAT.unknownCountry,
        destination: CHAT.unknownCountry,
        language: 'en',
        action: { type: 'email_me_and_continue', flowStep },
      },
      headers: bearer(caller?.token),
      remoteAddress: randomIp(),
    });
  }

  it('continues to the cities when signed in (the account has an address)', async () => {
    const res = await pressEmailMe(withMail, carol);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.flowStep).toBe('city_selection');
  });

  it('asks for an address when signed out', async () => {
    const res = await pressEmailMe(withMail);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.flowStep).toBe('cold_email_campaign');
  });

  it('without a mailer only continues, asking for no address and promising no email', async () => {
    for (const caller of [alice, undefined]) {
      const res = await pressEmailMe(ctx, caller);
      expect(res.statusCode).toBe(200);
      expect(res.json().metadata.flowStep).toBe('city_selection');
      expect(res.json().content).not.toMatch(/email/i);
    }
  });
});
