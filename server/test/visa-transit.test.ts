import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVisaTransitResponseSchema } from '@common/contracts/visa-transit';
import { createTestApp } from './helpers/test-app';
import { postChatTurn } from './helpers/chat-turn';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function ask(query: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/visa/transit', query });
  return { status: res.statusCode, body: res.json() };
}

async function chat(message: string, extra: Record<string, unknown> = {}) {
  const res = await postChatTurn(ctx.app, { sessionId: nanoid(), message, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/visa/transit', () => {
  it('asks Annex IV nationals for a Schengen airport transit visa, with its exemptions', async () => {
    const { status, body } = await ask({ nationality: 'NG', via: 'DE', destination: 'US' });
    expect(status).toBe(200);
    const answer = getVisaTransitResponseSchema.parse(body);
    expect(answer).toMatchObject({
      nationalityCode: 'NG',
      viaCode: 'DE',
      destinationCode: 'US',
      via: 'Germany',
      airside: { status: 'transit_visa', required: true },
      landside: { status: 'entry', category: 'visa_required', required: true },
    });
    expect(answer.exemptions.join(' ')).toMatch(/United States, Canada or Japan/);
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    [{ nationality: 'india', via: 'London', destination: 'Canada' }],
    [{ nationality: 'indio', via: 'Londres', destination: 'Canadá' }],
    [{ nationality: '印度', via: '伦敦', destination: '加拿大' }],
  ])('accepts codes, names and cities in any language: %o', async (query) => {
    const { status, body } = await ask(query);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      nationalityCode: 'IN',
      viaCode: 'GB',
      destinationCode: 'CA',
      airside: { status: 'transit_visa' },
    });
  });

  it('lets a Thai traveller stay airside in Frankfurt but not leave the airport', async () => {
    const { body } = await ask({ nationality: 'TH', via: 'Frankfurt', destination: 'US' });
    expect(body.airside).toMatchObject({ status: 'none', required: false });
    expect(body.landside).toMatchObject({ status: 'entry', required: true });
  });

  it('has no airside transit in the US: the C-1 transit visa', async () => {
    const { body } = await ask({ nationality: 'IN', via: 'New York', destination: 'MX' });
    expect(body.airside).toMatchObject({ status: 'entry', required: true });
    expect(body.airside.summary).toMatch(/C-1/);
    expect(body).not.toHaveProperty('landside');
  });

  it('answers China’s 240-hour visa-free transit in Chinese and Spanish', async () => {
    const zh = await ask({ nationality: 'ID', via: '上海', destination: 'US', lang: 'zh' });
    expect(zh.body.landside).toMatchObject({ status: 'visa_free_transit', hours: 240 });
    expect(zh.body.landside.summary).toContain('240小时');
    const es = await ask({ nationality: 'ID', via: 'Pekín', destination: 'US', lang: 'es' });
    expect(es.body.landside.summary).toMatch(/240 horas/);
    expect(es.body.via).toBe('China');
  });

  it.each([
    [{ nationality: 'Narnia', via: 'DE', destination: 'US' }, /nationality/],
    [{ nationality: 'IN', via: 'Atlantis', destination: 'US' }, /via/],
    [{ nationality: 'IN', via: 'DE', destination: 'Xx' }, /destination/],
    [{ nationality: 'IN', via: 'Frankfurt', destination: 'Germany' }, /differ/],
    [{ nationality: 'IN', via: '', destination: 'US' }, /via/],
    [{ nationality: 'IN', via: 'DE', destination: 'US', lang: 'fr' }, /Unsupported language/],
  ])('rejects bad input with a 400 and a message: %o', async (query, message) => {
    const { status, body } = await ask(query);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });
});

describe('transit questions in the chat', () => {
  it('answers an English layover question with airside, landside and exemptions', async () => {
    const body = await chat('I have a layover in Frankfurt', {
      nationality: 'Nigeria',
      destination: 'United States',
      language: 'en',
    });
    expect(body.content).toContain('### Transit in Germany');
    expect(body.content).toMatch(/airport transit visa/);
    expect(body.content).toMatch(/Exemptions/);
    expect(body.metadata.destinationCode).toBe('US');
  });

  it('never takes the connecting city as the destination', async () => {
    const body = await chat("I'm Indian, flying to Canada and connecting through Dubai", {
      language: 'en',
    });
    expect(body.metadata).toMatchObject({ nationalityCode: 'IN', destinationCode: 'CA' });
    expect(body.content).toContain('United Arab Emirates');
    expect(body.content).toMatch(/needs no visa/);
  });

  it('answers "do I need a transit visa for London?"', async () => {
    const body = await chat('do I need a transit visa for London?', {
      nationality: 'India',
      destination: 'Canada',
      language: 'en',
    });
    expect(body.content).toContain('### Transit in the United Kingdom');
    expect(body.content).toMatch(/Australia, Canada, New Zealand/);
  });

  it.each([
    ['tengo una escala en Madrid', 'España'],
    ['transit en Madrid', 'España'],
  ])('answers %j in Spanish', async (message, via) => {
    const body = await chat(message, {
      nationality: 'Nigeria',
      destination: 'Mexico',
      language: 'es',
    });
    expect(body.content).toContain(`### Escala en ${via}`);
    expect(body.content).toMatch(/visado de tránsito aeroportuario/);
    expect(body.metadata.destinationCode).toBe('MX');
  });

  it.each([
    ['在法兰克福转机', '德国'],
    ['在迪拜中转', '阿联酋'],
  ])('answers %j in Chinese', async (message, via) => {
    const body = await chat(message, {
      nationality: 'China',
      destination: 'United States',
      language: 'zh',
    });
    expect(body.content).toContain('转机');
    expect(body.content).toContain(via);
    expect(body.metadata.destinationCode).toBe('US');
  });

  it('reads nationality and destination from the same message', async () => {
    const body = await chat('我是印度人，去加拿大，在伦敦转机', { language: 'zh' });
    expect(body.metadata).toMatchObject({ nationalityCode: 'IN', destinationCode: 'CA' });
    expect(body.content).toContain('机场过境签证');
  });

  it('takes nationality and destination from an earlier turn of the conversation', async () => {
    const sessionId = nanoid();
    await chat("I'm Nigerian and I want to visit Canada", { sessionId, language: 'en' });
    const body = await chat('connecting through Amsterdam', { sessionId, language: 'en' });
    expect(body.metadata).toMatchObject({ nationalityCode: 'NG', destinationCode: 'CA' });
    expect(body.content).toContain('### Transit in the Netherlands');
    expect(body.content).toMatch(/airport transit visa/);
  });

  it('asks for the passport when it is not known yet', async () => {
    const body = await chat('I have a layover in Doha', { language: 'en' });
    expect(body.content).toMatch(/need a transit visa in Qatar, \*\*which passport do you hold/);
    expect(body.metadata).not.toHaveProperty('destinationCode');
  });
});
