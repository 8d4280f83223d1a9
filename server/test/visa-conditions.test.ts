import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionResponseSchema } from '@common/contracts/chat';
import { getVisaRequirementsResponseSchema } from '@common/contracts/visa-requirements';
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
  const res = await ctx.app.inject({ method: 'GET', url: '/api/visa/requirements', query });
  return { status: res.statusCode, body: res.json() };
}

async function chat(message: string, sessionId = nanoid(), language?: 'en' | 'es' | 'zh') {
  const res = await postChatTurn(ctx.app, {
    sessionId,
    message,
    ...(language ? { language } : {}),
  });
  expect(res.statusCode).toBe(200);
  return completionResponseSchema.parse(res.json());
}

describe('GET /api/visa/requirements: conditions', () => {
  it('lists the exemption for holders of a US visa without changing the requirement', async () => {
    const { status, body } = await ask({ nationality: 'IN', destination: 'MX' });
    expect(status).toBe(200);
    const answer = getVisaRequirementsResponseSchema.parse(body);
    expect(answer.requirement.category).toBe('visa_required');
    expect(answer.defaultRequirement).toBeUndefined();
    expect(answer.conditions).toHaveLength(1);
    expect(answer.conditions?.[0]).toMatchObject({ category: 'visa_free', days: 180 });
    expect(answer.conditions?.[0]?.documents).toEqual(
      expect.arrayContaining(['us_visa', 'uk_visa', 'schengen_visa', 'jp_visa', 'ca_visa']),
    );
    expect(answer.conditions?.[0]?.summary).toMatch(/^Citizens of India who hold a visa/);
    expect(answer.conditions?.[0]?.summary).toContain('180 days');
    expect(answer.conditions?.[0]?.source).toMatch(/^https?:\/\//);
  });

  it('answers an empty list where the nationality needs no exemption', async () => {
    const { body } = await ask({ nationality: 'US', destination: 'MX' });
    expect(body.conditions).toEqual([]);
    const own = await ask({ nationality: 'MX', destination: 'MX' });
    expect(own.body.conditions).toEqual([]);
  });

  it('states the conditions in Spanish and Chinese', async () => {
    const es = await ask({ nationality: 'IN', destination: 'MX', lang: 'es' });
    expect(es.body.conditions[0].summary).toMatch(/^Los ciudadanos de India que tienen un visado/);
    expect(es.body.conditions[0].summary).toContain('180 días');
    const zh = await ask({ nationality: 'IN', destination: 'MX', lang: 'zh' });
    expect(zh.body.conditions[0].summary).toMatch(/^持有美国/);
    expect(zh.body.conditions[0].summary).toContain('印度公民可免签前往墨西哥');
  });

  it('applies the exemption to the requirement with holds, keeping the default', async () => {
    const { status, body } = await ask({ nationality: 'IN', destination: 'MX', holds: 'us_visa' });
    expect(status).toBe(200);
    const answer = getVisaRequirementsResponseSchema.parse(body);
    expect(answer.requirement).toMatchObject({
      category: 'visa_free',
      days: 180,
      basedOn: ['us_visa'],
    });
    expect(answer.defaultRequirement).toMatchObject({ category: 'visa_required' });
    expect(answer.defaultRequirement?.summary).toContain('need a visa for Mexico');
    expect(answer.sources.length).toBe(2);
    expect(answer.conditions).toHaveLength(1);
  });

  it('applies holds given in any case and with blanks, in Spanish', async () => {
    const { body } = await ask({
      nationality: 'India',
      destination: 'Georgia',
      holds: ' Schengen_Visa , ',
      lang: 'es',
    });
    expect(body.requirement).toMatchObject({ category: 'visa_free', days: 90 });
    expect(body.requirement.summary).toMatch(/^Los ciudadanos de India que tienen/);
    expect(body.defaultRequirement.category).toBe('e_visa');
  });

  it('keeps the default when the held document does not qualify', async () => {
    const { body } = await ask({ nationality: 'IN', destination: 'MX', holds: 'nz_visa' });
    expect(body.requirement.category).toBe('visa_required');
    expect(body.requirement.basedOn).toBeUndefined();
    expect(body.defaultRequirement).toBeUndefined();
  });

  it('answers Peru’s exemption to Chinese holders of a UK residence permit only', async () => {
    const cn = await ask({
      nationality: 'CN',
      destination: 'PE',
      holds: 'uk_residence',
      lang: 'zh',
    });
    expect(cn.body.requirement).toMatchObject({ category: 'visa_free', days: 180 });
    expect(cn.body.requirement.summary).toContain('剩余有效期至少六个月');
    const ng = await ask({ nationality: 'NG', destination: 'PE', holds: 'uk_residence' });
    expect(ng.body.conditions).toEqual([]);
    expect(ng.body.defaultRequirement).toBeUndefined();
  });

  it('gives Taiwan’s travel authorisation (eta) to an Indian with a Japanese visa', async () => {
    const { body } = await ask({ nationality: 'IN', destination: 'TW', holds: 'jp_visa' });
    expect(body.requirement).toMatchObject({ category: 'eta', basedOn: ['jp_visa'] });
    expect(body.requirement.days).toBeUndefined();
    expect(body.defaultRequirement.category).toBe('visa_required');
  });

  it('refuses an unknown document code with a 400 JSON message', async () => {
    const { status, body } = await ask({
      nationality: 'IN',
      destination: 'MX',
      holds: 'mars_visa',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.stringContaining('mars_visa') });
  });

  it('refuses a holds list that is too long', async () => {
    const { status, body } = await ask({
      nationality: 'IN',
      destination: 'MX',
      holds: Array.from({ length: 40 }, () => 'us_visa').join(','),
    });
    expect(status).toBe(400);
    expect(typeof body.message).toBe('string');
  });
});

describe('POST /api/chat/completions: held visas', () => {
  it('answers an Indian with a US visa going to Mexico with the exemption (en)', async () => {
    const reply = await chat("I'm Indian with a US visa, do I need a visa for Mexico?");
    expect(reply.metadata).toMatchObject({
      nationalityCode: 'IN',
      destinationCode: 'MX',
      visaRequirement: { category: 'visa_free', days: 180 },
      holds: ['us_visa'],
      flowStep: 'visa_free_booking',
    });
    expect(reply.content).toContain('valid on the day of entry');
    expect(reply.content).toContain('up to 180 days');
    expect(reply.content).toContain('**Without that document**');
    expect(reply.conversation?.holds).toEqual(['us_visa']);
  });

  it('answers «tengo visa de Estados Unidos» in Spanish', async () => {
    const reply = await chat(
      'Soy indio y tengo visa de Estados Unidos, ¿necesito visado para México?',
      nanoid(),
      'es',
    );
    expect(reply.metadata.visaRequirement).toEqual({ category: 'visa_free', days: 180 });
    expect(reply.content).toContain('válido el día de entrada');
    expect(reply.content).toContain('hasta 180 días');
    expect(reply.content).toContain('**Sin ese documento**');
  });

  it('answers «我有美国签证» in Chinese', async () => {
    const reply = await chat('我是印度人，我有美国签证，去墨西哥需要签证吗？', nanoid(), 'zh');
    expect(reply.metadata.visaRequirement).toEqual({ category: 'visa_free', days: 180 });
    expect(reply.content).toContain('入境当日有效');
    expect(reply.content).toContain('停留最长180天');
    expect(reply.content).toContain('**若没有该证件**：');
  });

  it('says in one line that a held visa would change a plain answer (en)', async () => {
    const reply = await chat("I'm Indian, do I need a visa for Mexico?");
    expect(reply.metadata.visaRequirement).toEqual({ category: 'visa_required' });
    const lines = reply.content
      .split('\n')
      .filter((line) => line.includes("another country's visa"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('do not need a visa to visit Mexico');
    expect(reply.metadata.holds).toBeUndefined();
  });

  it('says so in Spanish and Chinese too', async () => {
    const es = await chat('Soy indio, ¿necesito visado para México?', nanoid(), 'es');
    expect(es.content).toContain('**Si tiene el visado de otro país**');
    const zh = await chat('我是印度人，去墨西哥需要签证吗？', nanoid(), 'zh');
    expect(zh.content).toContain('**如持有其他国家的签证**：');
  });

  it('adds the line only where an exemption improves on the answer', async () => {
    const japan = await chat("I'm Indian, do I need a visa for Japan?");
    expect(japan.content).not.toContain("another country's visa");
    const american = await chat("I'm American, do I need a visa for Mexico?");
    expect(american.content).not.toContain("another country's visa");
    const indian = await chat("I'm Indian, do I need a visa for Mexico?");
    expect(indian.content).toContain("another country's visa");
  });

  it('keeps the held visa across turns and applies it to a later destination', async () => {
    const sessionId = nanoid();
    const first = await chat(
      "I'm Indian and I have a Schengen visa. Do I need a visa for Japan?",
      sessionId,
    );
    expect(first.conversation?.holds).toEqual(['schengen_visa']);
    const second = await chat('What about Georgia?', sessionId);
    expect(second.metadata).toMatchObject({
      destinationCode: 'GE',
      visaRequirement: { category: 'visa_free', days: 90 },
    });
    expect(second.content).toContain('**Without that document**');
    expect(second.conversation?.holds).toEqual(['schengen_visa']);
  });

  it('answers later questions of the conversation with the held visa in mind', async () => {
    const sessionId = nanoid();
    await chat("I'm Indian with a US visa, do I need a visa for Mexico?", sessionId);
    const which = await chat('Which visa do I need?', sessionId);
    expect(which.metadata.flowStep).toBe('visa_free_booking');
    expect(which.metadata.visaRequirement).toEqual({ category: 'visa_free', days: 180 });
    expect(which.conversation?.holds).toEqual(['us_visa']);
  });

  it('applies a document named after the countries are known', async () => {
    const sessionId = nanoid();
    const first = await chat("I'm Indian, do I need a visa for Serbia?", sessionId);
    expect(first.metadata.visaRequirement?.category).toBe('visa_required');
    const second = await chat('I have a UK visa', sessionId);
    expect(second.metadata.visaRequirement).toEqual({ category: 'visa_free', days: 90 });
    expect(second.content).toContain('valid for the whole stay');
  });

  it('does not take a question about needing a US visa for holding one', async () => {
    const sessionId = nanoid();
    const first = await chat("I'm Indian, do I need a US visa?", sessionId);
    expect(first.metadata.destinationCode).toBe('US');
    expect(first.metadata.holds).toBeUndefined();
    const second = await chat('And for Mexico?', sessionId);
    expect(second.metadata.visaRequirement).toEqual({ category: 'visa_required' });
    expect(second.content).toContain("**If you hold another country's visa**");
  });
});
