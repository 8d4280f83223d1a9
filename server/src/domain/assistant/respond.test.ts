import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowActionType, FlowStep } from '@common/chat-flow';
import { ADDON_PRICES } from '@common/constants';
import { completionResponseSchema } from '@common/contracts/chat';
import { isVisaContent, mentionsVisaRequirements } from '@common/visa-reply-markers';
import { createLlmClient } from './llm/create-llm-client';
import { createAssistant } from './respond';

const { respond } = createAssistant();

function ask(message: string, extra: Partial<Parameters<typeof respond>[0]> = {}) {
  return respond({ message, nationality: 'Unknown', destination: 'Unknown', ...extra });
}

describe('visa replies', () => {
  it('answers Indian → Japan in English under the fixed headings, with the three offers', async () => {
    const reply = await ask('I am Indian', { destination: 'Japan', language: 'en' });
    expect(completionResponseSchema.parse(reply)).toBeTruthy();
    expect(reply.content).toContain('## Visa Requirements for Japan');
    expect(isVisaContent(reply.content)).toBe(true);
    expect(mentionsVisaRequirements(reply.content)).toBe(true);
    for (const heading of [
      'Entry Requirement',
      'Allowed Stay',
      'Passport Validity',
      'Visa Options',
      'Required Documents',
      'Application Process',
      'Important Notes',
      'Official Links',
      'Last Verified',
    ]) {
      expect(reply.content, heading).toContain(`### ${heading}`);
    }
    expect(reply.content).toMatch(/Last Verified\n\d{4}-\d{2}-\d{2}/);
    expect(reply.metadata).toMatchObject({
      nationality: 'India',
      destination: 'Japan',
      nationalityCode: 'IN',
      destinationCode: 'JP',
      flowStep: 'travel_purpose_question',
      language: 'en',
    });
    expect(['e_visa', 'visa_required']).toContain(reply.metadata.visaRequirement?.category);
    expect(reply.upsell?.offers.map((offer) => [offer.type, offer.price])).toEqual([
      ['dummy-flight', ADDON_PRICES['dummy-flight']],
      ['dummy-hotel', ADDON_PRICES['dummy-hotel']],
      ['travel-insurance', ADDON_PRICES['travel-insurance']],
    ]);
    expect(reply.resolvedInquiry).toMatchObject({ nationality: 'IN', destination: 'JP' });
  });

  it('answers a visa-free pair with the stay in days and moves on to booking', async () => {
    const reply = await ask('I am American', { destination: 'Japan', language: 'en' });
    expect(reply.metadata.visaRequirement).toEqual({ category: 'visa_free', days: 90 });
    expect(reply.content).toContain('Up to 90 days');
    expect(reply.metadata.flowStep).toBe('visa_free_booking');
  });

  it('writes the reply in Spanish and Chinese with translated headings', async () => {
    const es = await ask('soy mexicano', { destination: 'Japón' });
    expect(es.metadata.language).toBe('es');
    expect(es.content).toContain('## Requisitos de visado para Japón');
    expect(es.content).toContain('### Validez del pasaporte');
    expect(isVisaContent(es.content)).toBe(true);
    const zh = await ask('我是中国人，想去日本旅游');
    expect(zh.metadata.language).toBe('zh');
    expect(zh.content).toContain('## 签证要求：日本');
    expect(zh.content).toContain('### 护照有效期');
    expect(zh.upsell?.offers[0]?.title).toBe('签证用机票预订单');
  });

  it('narrows the visa options to the stated purposes', async () => {
    const state = { nationality: 'India', destination: 'United States', language: 'en' as const };
    const all = await ask('I am Indian', { destination: 'United States', language: 'en' });
    const study = await ask('My travel purposes: Study', {
      ...state,
      flowStep: 'travel_purpose_question',
      action: {
        type: 'confirm_travel_purposes',
        flowStep: 'travel_purpose_question',
        values: ['study'],
      },
    });
    expect(all.content).toMatch(/B-1\/B-2/);
    expect(study.content).toMatch(/F-1/);
    expect(study.content).not.toMatch(/\*\*[^*]*B-1\/B-2[^*]*\*\*/);
    expect(study.content).toContain('Showing the visas for your purposes: Study.');
    expect(study.metadata.travelPurposes).toEqual(['study']);
    expect(study.metadata.flowStep).toBe('visa_confirmation');
    expect(study.content).toContain('Would you like a personalised visa recommendation?');
  });

  it('says so plainly for a citizen going home, and records no inquiry', async () => {
    const reply = await ask('I am Japanese and I want to visit Japan', { language: 'en' });
    expect(reply.content).toContain('You are a citizen of Japan');
    expect(reply.upsell).toBeUndefined();
    expect(reply.resolvedInquiry).toBeUndefined();
  });
});

describe('the guided visa flow', () => {
  // With a mailer; 'without a mailer' below checks the replies that then promise no email.
  const state = {
    nationality: 'India',
    destination: 'United States',
    language: 'en' as const,
    signedIn: true,
    mailEnabled: true,
  };

  function press(
    flowStep: FlowStep,
    type: FlowActionType,
    extra: Partial<Parameters<typeof respond>[0]> & { values?: string[] } = {},
  ) {
    const { values, ...rest } = extra;
    return respond({
      message: type,
      ...state,
      flowStep,
      action: { type, flowStep, ...(values ? { values } : {}) },
      ...rest,
    });
  }

  it('recommends a Student Visa with the dependent note for study, extended, family', async () => {
    const reply = await press('visa_travel_history_collection', 'answer_travel_history', {
      values: [],
      visaQuestionnaire: { purpose: 'study', duration: 'extended', companions: 'family' },
    });
    expect(reply.content).toContain('**Student Visa**');
    expect(reply.content).toContain('dependent visas');
    expect(reply.content).toMatch(/F-1/);
    expect(reply.content).toContain('$49');
    expect(reply.content).toContain('save $30');
    expect(reply.metadata.visaRecommendation).toEqual({
      visaType: 'student',
      dependentVisaNote: true,
    });
    expect(reply.metadata.visaQuestionnaire).toEqual({
      purpose: 'study',
      duration: 'extended',
      companions: 'family',
    });
  });

  it('recommends a Tourist Visa without the note for a short family visit alone', async () => {
    const reply = await press('visa_travel_history_collection', 'answer_travel_history', {
      values: ['yes'],
      visaQuestionnaire: { purpose: 'family_visit', duration: 'short', companions: 'alone' },
    });
    expect(reply.content).toContain('**Tourist Visa**');
    expect(reply.content).not.toContain('dependent visas');
  });

  it('carries the answers forward and rejects a skipped question or a bad answer', async () => {
    const duration = await press('visa_duration_collection', 'answer_visa_duration', {
      values: ['medium'],
      visaQuestionnaire: { purpose: 'business' },
    });
    expect(duration.metadata.visaQuestionnaire).toEqual({
      purpose: 'business',
      duration: 'medium',
    });
    await expect(
      press('visa_duration_collection', 'answer_visa_duration', { values: ['medium'] }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('purpose') });
    await expect(
      press('visa_purpose_collection', 'answer_visa_purpose', { values: ['holiday'] }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('confirms a bundle with the server reference, and needs sign-in and a matching order', async () => {
    const reply = await press('visa_recommendation_options', 'buy_visa_bundle', {
      values: ['VB-ABC123XYZ'],
      order: { reference: 'VB-ABC123XYZ', type: 'visa-bundle' },
    });
    expect(reply.content).toContain('VB-ABC123XYZ');
    expect(reply.content).toContain('within 5 minutes');
    expect(reply.metadata.orderReference).toBe('VB-ABC123XYZ');
    const signedOut = await press('visa_recommendation_options', 'buy_visa_bundle', {
      signedIn: false,
    });
    expect(signedOut.metadata.flowStep).toBe('auth_required');
    await expect(
      press('visa_recommendation_options', 'buy_visa_bundle', {
        values: ['VS-ABC123XYZ'],
        order: { reference: 'VS-ABC123XYZ', type: 'visa-service' },
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Unknown order reference' });
  });

  it('books the professional service and offers the complementary documents', async () => {
    const service = await press('visa_assistance', 'choose_professional_service');
    expect(service.content).toContain('$199 plus government fees');
    expect(service.content).toContain('10 to 15 business days');
    const booked = await press('visa_service_options', 'buy_visa_service', {
      values: ['VS-ABC123XYZ'],
      order: { reference: 'VS-ABC123XYZ', type: 'visa-service' },
    });
    expect(booked.content).toContain('within 2 hours');
    expect(booked.upsell?.offers.map((offer) => offer.type)).toEqual([
      'dummy-flight',
      'dummy-hotel',
      'travel-insurance',
    ]);
  });

  it('gives the Schengen DIY figures for France and local figures elsewhere', async () => {
    const france = await press('visa_assistance', 'choose_diy_guide', { destination: 'France' });
    expect(france.content).toContain('€30,000');
    expect(france.content).toContain('EUR 90');
    expect(france.content).toContain('15 to 30 business days');
    expect(france.content).toContain('6 to 8 weeks');
    const us = await press('visa_assistance', 'choose_diy_guide');
    expect(us.content).not.toContain('€30,000');
    expect(us.content).toContain('USD');
    const zh = await press('visa_assistance', 'choose_diy_guide', {
      destination: 'France',
      language: 'zh',
    });
    expect(zh.content).toContain('30,000 欧元');
  });

  it('asks for an email when signed out, and continues when signed in', async () => {
    const signedOut = await press('visa_recommendation_options', 'email_me_and_continue', {
      signedIn: false,
    });
    expect(signedOut.metadata.flowStep).toBe('cold_email_campaign');
    const signedIn = await press('visa_recommendation_options', 'email_me_and_continue');
    expect(signedIn.metadata.flowStep).toBe('city_selection');
  });
});

describe('the guided visa flow without a mailer', () => {
  const state = {
    nationality: 'India',
    destination: 'Japan',
    signedIn: true,
    mailEnabled: false,
  };
  const press = (
    flowStep: FlowStep,
    type: FlowActionType,
    extra: Partial<Parameters<typeof respond>[0]> & { values?: string[] } = {},
  ) => {
    const { values, ...rest } = extra;
    return respond({
      message: type,
      ...state,
      flowStep,
      action: { type, flowStep, ...(values ? { values } : {}) },
      ...rest,
    });
  };
  const EMAIL = /e-?mail|correo|邮箱|邮件/i;

  it.each(['en', 'es', 'zh'] as const)(
    'never promises an email and points to the dashboard (%s)',
    async (language) => {
      const offer = await press('visa_travel_history_collection', 'answer_travel_history', {
        language,
        values: ['yes'],
        visaQuestionnaire: { purpose: 'tourism', duration: 'short', companions: 'alone' },
      });
      const bundle = await press('visa_recommendation_options', 'buy_visa_bundle', {
        language,
        values: ['VB-ABC123XYZ'],
        order: { reference: 'VB-ABC123XYZ', type: 'visa-bundle' },
      });
      const service = await press('visa_assistance', 'choose_professional_service', { language });
      const booked = await press('visa_service_options', 'buy_visa_service', {
        language,
        values: ['VS-ABC123XYZ'],
        order: { reference: 'VS-ABC123XYZ', type: 'visa-service' },
      });
      for (const reply of [offer, bundle, service, booked]) {
        expect(reply.content).not.toMatch(EMAIL);
      }
      const dashboard = { en: 'dashboard', es: 'panel', zh: '个人中心' }[language];
      expect(bundle.content).toContain('VB-ABC123XYZ');
      expect(bundle.content).toContain(dashboard);
      expect(booked.content).toContain(dashboard);
    },
  );

  it("'Email Me & Continue' only continues, signed in or out", async () => {
    for (const signedIn of [true, false]) {
      const reply = await press('visa_recommendation_options', 'email_me_and_continue', {
        language: 'en',
        signedIn,
      });
      expect(reply.metadata.flowStep).toBe('city_selection');
      expect(reply.content).not.toMatch(EMAIL);
    }
  });
});

describe('asking for what is missing', () => {
  it('asks for the destination, then the nationality, in the message language', async () => {
    expect((await ask('hola')).metadata.flowStep).toBe('destination_collection');
    const first = await ask('Quiero viajar a Japón');
    expect(first.metadata).toMatchObject({
      flowStep: 'nationality_collection',
      destination: 'Japan',
    });
    expect(first.content).toContain('¿de qué país es su pasaporte?');
    const zh = await ask('我想去法国');
    expect(zh.content).toContain('请问您持哪国护照');
  });

  it('carries context across turns: destination first, then "I\'m from India"', async () => {
    const first = await ask('Visa requirements for Japan', { language: 'en' });
    const second = await ask("I'm from India", {
      language: 'en',
      destination: first.metadata.destination ?? '',
      flowStep: first.metadata.flowStep,
    });
    expect(second.content).toContain('Visa Requirements for Japan');
    expect(second.metadata.nationalityCode).toBe('IN');
  });
});

describe('the reply language', () => {
  it('takes the language field, then Accept-Language, then the message', async () => {
    expect((await ask('hello', { language: 'zh' })).metadata.language).toBe('zh');
    expect(
      (await ask('hello', { acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' })).metadata.language,
    ).toBe('es');
    expect((await ask('hello', { acceptLanguage: 'fr-FR,fr;q=0.9' })).metadata.language).toBe('en');
    expect((await ask('你好', { acceptLanguage: 'fr-FR' })).metadata.language).toBe('zh');
    expect((await ask('hola, soy mexicano')).metadata.language).toBe('es');
  });
});

describe('other intents', () => {
  it('answers a dummy flight question with its offer at the common price', async () => {
    const reply = await ask('I need a dummy flight ticket for my visa', { language: 'en' });
    expect(reply.upsell?.offers).toEqual([
      expect.objectContaining({ type: 'dummy-flight', price: ADDON_PRICES['dummy-flight'] }),
    ]);
    expect(reply.content.length).toBeGreaterThan(100);
    expect(isVisaContent(reply.content)).toBe(false);
  });
});

// A real OpenAI-compatible endpoint on loopback stands in for the external LLM.
describe('the optional LLM', () => {
  let server: Server;
  let baseUrl = '';
  let mode: 'ok' | 'fail' | 'contradict' = 'ok';
  const received: unknown[] = [];

  async function body(request: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      void body(request).then((json) => {
        received.push(json);
        if (mode === 'fail') {
          response.writeHead(500).end('{}');
          return;
        }
        const content =
          mode === 'contradict' ? 'You need a visa, and you can stay 30 days.' : 'Pack layers.';
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const state = { nationality: 'United States', destination: 'Japan', language: 'en' as const };

  it('answers a question the engine has no rule for, with the visa facts and category', async () => {
    const { respond: withLlm } = createAssistant({
      llm: createLlmClient({ baseUrl, model: 'test-model', timeoutMs: 2000 }),
    });
    received.length = 0;
    mode = 'ok';
    const reply = await withLlm({ message: 'What should I wear in Tokyo in March?', ...state });
    expect(reply.content).toContain('Pack layers.');
    expect(reply.content).toContain('**Visa-free**');
    expect(reply.metadata.visaRequirement).toBeUndefined();
    expect(JSON.stringify(received[0])).toContain('category visa_free');

    // A visa question never goes to the LLM.
    const visa = await withLlm({ message: 'Visa requirements for Japan', ...state });
    expect(visa.content).toContain('Visa Requirements for Japan');
    expect(received).toHaveLength(1);
  });

  it('is given the facts of the current answer and never shows one that changes them', async () => {
    const { respond: withLlm } = createAssistant({
      llm: createLlmClient({ baseUrl, model: 'test-model', timeoutMs: 2000 }),
    });
    received.length = 0;
    mode = 'contradict';
    const reply = await withLlm({ message: 'What should I wear in Tokyo in March?', ...state });
    // The request carried the grounded facts: the requirement, the stay and the passport rule.
    const sent = JSON.stringify(received[0]);
    expect(sent).toContain('category visa_free');
    expect(sent).toContain('Allowed stay: Up to 90 days');
    expect(sent).toContain('Passport validity');
    expect(reply.content).not.toContain('you can stay 30 days');
    expect(reply.content).not.toContain('You need a visa');
    mode = 'ok';
  });

  it('falls back to the built-in answer when the LLM fails', async () => {
    const { respond: withLlm } = createAssistant({
      llm: createLlmClient({
        baseUrl,
        model: 'test-model',
        timeoutMs: 2000,
        logger: { warn: () => {} },
      }),
    });
    mode = 'fail';
    const reply = await withLlm({ message: 'What should I wear in Tokyo in March?', ...state });
    expect(reply.content).not.toContain('Pack layers.');
    expect(reply.content.length).toBeGreaterThan(100);
  });
});

describe('a recommendation that does not allow the stated purpose', () => {
  const finish = (purpose: 'work' | 'study' | 'tourism', language: 'en' | 'es' | 'zh') =>
    respond({
      message: 'answer_travel_history',
      nationality: 'India',
      destination: 'Germany',
      language,
      flowStep: 'visa_travel_history_collection',
      visaQuestionnaire: { purpose, duration: 'short', companions: 'alone' },
      action: {
        type: 'answer_travel_history',
        flowStep: 'visa_travel_history_collection',
        values: ['yes'],
      },
    });

  it.each([
    ['work', 'en', /A tourist visa does not allow work/],
    ['work', 'es', /Un visado de turista no permite trabajar/],
    ['work', 'zh', /旅游签证不允许工作/],
    ['study', 'en', /A tourist visa allows at most a short course/],
  ] as const)('warns a %s trip in %s', async (purpose, language, warning) => {
    const reply = await finish(purpose, language);
    expect(reply.metadata.visaRecommendation?.visaType).toBe('tourist');
    expect(reply.content).toMatch(warning);
  });

  it('says nothing of the kind to a tourist', async () => {
    const reply = await finish('tourism', 'en');
    expect(reply.content).toContain('Your visa recommendation');
    expect(reply.content).not.toMatch(/does not allow|at most a short course/);
  });
});

describe('understanding slips in whole turns', () => {
  const germanToJapan = { nationality: 'Germany', destination: 'Japan' };
  it.each([
    ['Can you create an itinerary for me?', 'en'],
    ['my friend Jordan is coming', 'en'],
    ['mi amigo Jordan viene', 'es'],
    ['我的朋友乔丹要来', 'zh'],
  ] as const)('keeps Germany → Japan after %j', async (message, language) => {
    const reply = await ask(message, { ...germanToJapan, language });
    expect(reply.metadata).toMatchObject({ nationalityCode: 'DE', destinationCode: 'JP' });
  });

  it.each([
    ['indian passport, going to usa', 'en', 'IN', 'US'],
    ['My son is Indian and wants to study in Ireland', 'en', 'IN', 'IE'],
    ['soy mexicano y quiero ir a usa', 'es', 'MX', 'US'],
    ['我是印度人，想去爱尔兰留学', 'zh', 'IN', 'IE'],
  ] as const)('answers %j for the pair it names', async (message, language, from, to) => {
    const reply = await ask(message, { language });
    expect(reply.metadata).toMatchObject({ nationalityCode: from, destinationCode: to });
    expect(isVisaContent(reply.content)).toBe(true);
  });
});
