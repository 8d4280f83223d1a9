import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { createTestApp } from './helpers/test-app';
import { randomIp } from './helpers/test-users';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let counter = 0;
const address = () => `traveller${counter++}@example.com`;
const REQUEST = { nationality: 'IN', destination: 'JP', visaType: 'tourist', language: 'es' };

function requestEmail(payload: object, ip = randomIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/email-requests',
    payload,
    remoteAddress: ip,
  });
}
async function outboxRows(toEmail: string) {
  return ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, toEmail));
}

describe('POST /api/email-requests', () => {
  it('queues the visa checklist without a sign-in: 202 and one outbox row', async () => {
    const email = address();
    const res = await requestEmail({ ...REQUEST, email: `  ${email} ` });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(String), status: 'queued' });

    const rows = await outboxRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      kind: 'visa_checklist',
      language: 'es',
      payload: { nationality: 'IN', destination: 'JP', visaType: 'tourist' },
      status: 'queued',
      sentAt: null,
    });
  });

  it('stores no visa type when none was recommended', async () => {
    const email = address();
    expect((await requestEmail({ ...REQUEST, visaType: undefined, email })).statusCode).toBe(202);
    expect((await outboxRows(email))[0]?.payload).toEqual({ nationality: 'IN', destination: 'JP' });
  });

  it.each([
    ['a malformed email', { email: 'not-an-email' }, /^Invalid body: email: /],
    ['no email', { email: undefined }, /^Invalid body: email: /],
    ['an unknown country code', { destination: 'XX' }, /^Invalid body: destination: /],
    ['an unknown language', { language: 'fr' }, /^Invalid body: language: /],
  ])('rejects %s with 400 JSON and queues nothing', async (_label, overrides, message) => {
    const before = (await ctx.database.db.select().from(emailOutbox)).length;
    const res = await requestEmail({ ...REQUEST, email: address(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await ctx.database.db.select().from(emailOutbox)).length).toBe(before);
  });

  it('limits one client address to 5 requests in 10 minutes (429 JSON)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await requestEmail({ ...REQUEST, email: address() }, ip)).statusCode).toBe(202);
    }
    const email = address();
    const res = await requestEmail({ ...REQUEST, email }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
    expect(await outboxRows(email)).toEqual([]);
  });

  it('limits mail to one address to 3 an hour, from however many clients', async () => {
    const email = address();
    for (let i = 0; i < 3; i++) {
      expect((await requestEmail({ ...REQUEST, email })).statusCode).toBe(202);
    }
    const res = await requestEmail({ ...REQUEST, email: email.toUpperCase() });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
    expect(await outboxRows(email)).toHaveLength(3);
  });
});
