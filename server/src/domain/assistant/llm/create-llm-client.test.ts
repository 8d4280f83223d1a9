import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLlmClient, stripHtml, type LlmLogger } from './create-llm-client';
import type { LlmQuestion } from './llm-types';

type Received = { method?: string; url?: string; authorization?: string; body: unknown };
type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const API_KEY = 'sk-secret-test-key';

const QUESTION: LlmQuestion = {
  question: 'Can I work remotely while visiting?',
  language: 'es',
  facts: ['Citizens of Mexico can visit Japan visa-free.', 'The allowed stay is 90 days.'],
};

const requestBodySchema = z.object({
  model: z.string(),
  temperature: z.number(),
  max_tokens: z.number(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
});

const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A real OpenAI-compatible endpoint on a free port; it records what it received. */
async function startFakeLlm(handler: Handler) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        body: JSON.parse(raw),
      });
      handler(request, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake LLM has no port');
  return { baseUrl: `http://127.0.0.1:${address.port}/v1`, received };
}

function replyJson(status: number, body: unknown): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

function completion(content: string | null) {
  return {
    id: 'x',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content } }],
  };
}

function spyLogger() {
  const lines: string[] = [];
  const logger: LlmLogger = {
    warn: (details, message) => lines.push(JSON.stringify({ details, message })),
  };
  return { logger, lines };
}

describe('createLlmClient', () => {
  it('posts an OpenAI-style request with the facts in the system message and the question as the user message', async () => {
    const llm = await startFakeLlm(replyJson(200, completion('Sí.')));
    const client = createLlmClient({ baseUrl: llm.baseUrl, apiKey: API_KEY, model: 'tiny-model' });

    await client.answer(QUESTION);

    expect(llm.received).toHaveLength(1);
    const [request] = llm.received;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/chat/completions',
      authorization: `Bearer ${API_KEY}`,
      body: { model: 'tiny-model' },
    });
    const body = requestBodySchema.parse(request?.body);
    expect(body.temperature).toBeLessThanOrEqual(0.3);
    expect(body.max_tokens).toBeGreaterThan(0);
    expect(body.max_tokens).toBeLessThanOrEqual(2000);
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const [system, user] = body.messages;
    for (const fact of QUESTION.facts) expect(system?.content).toContain(fact);
    expect(system?.content).toContain('Spanish');
    expect(system?.content).toMatch(/not legal advice/i);
    expect(system?.content).toMatch(/never output HTML/i);
    expect(system?.content).not.toContain(QUESTION.question);
    expect(user?.content).toBe(QUESTION.question);
  });

  it('sends no Authorization header when no key is configured', async () => {
    const llm = await startFakeLlm(replyJson(200, completion('Hi')));
    await createLlmClient({ baseUrl: `${llm.baseUrl}/`, model: 'local' }).answer({
      ...QUESTION,
      language: 'zh',
    });
    expect(llm.received[0]).toMatchObject({
      url: '/v1/chat/completions',
      authorization: undefined,
    });
    expect(JSON.stringify(llm.received[0]?.body)).toContain('Chinese');
  });

  it('returns the answer trimmed', async () => {
    const llm = await startFakeLlm(
      replyJson(200, completion('\n  Remote work is usually not allowed.  \n')),
    );
    const client = createLlmClient({ baseUrl: llm.baseUrl, apiKey: API_KEY, model: 'm' });
    await expect(client.answer(QUESTION)).resolves.toBe('Remote work is usually not allowed.');
  });

  it('strips raw HTML from the answer', async () => {
    const llm = await startFakeLlm(
      replyJson(
        200,
        completion(
          '<p>Check the <b>official</b> site.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        ),
      ),
    );
    const client = createLlmClient({ baseUrl: llm.baseUrl, model: 'm' });
    await expect(client.answer(QUESTION)).resolves.toBe('Check the official site.');
  });

  it('bounds a very long answer', async () => {
    const llm = await startFakeLlm(replyJson(200, completion('a'.repeat(10_000))));
    const answer = await createLlmClient({ baseUrl: llm.baseUrl, model: 'm' }).answer(QUESTION);
    expect(answer).not.toBeNull();
    expect(Array.from(answer ?? '').length).toBeLessThanOrEqual(4000);
    expect(answer?.endsWith('…')).toBe(true);
  });

  it.each([
    // Error statuses carry a completion-shaped body, so only the status can make the answer null.
    ['a 500', replyJson(500, completion('stale answer from an error page'))],
    ['a 401', replyJson(401, completion('stale answer from an error page'))],
    [
      'malformed JSON',
      (_q: IncomingMessage, r: ServerResponse) => r.writeHead(200).end('{"choices": ['),
    ],
    ['no choices', replyJson(200, { choices: [] })],
    ['an unexpected shape', replyJson(200, { result: 'hello' })],
    ['an empty answer', replyJson(200, completion('   '))],
    ['a null answer', replyJson(200, completion(null))],
    ['an answer that is only HTML', replyJson(200, completion('<div></div>'))],
  ] satisfies [string, Handler][])(
    'answers null after %s, and logs a warning without the key',
    async (_name, handler) => {
      const llm = await startFakeLlm(handler);
      const { logger, lines } = spyLogger();
      const client = createLlmClient({ baseUrl: llm.baseUrl, apiKey: API_KEY, model: 'm', logger });

      await expect(client.answer(QUESTION)).resolves.toBeNull();
      expect(lines).toHaveLength(1);
      expect(lines.join()).not.toContain(API_KEY);
    },
  );

  it('gives up promptly when the endpoint is slower than the timeout', async () => {
    // Accepts the request and never answers.
    const llm = await startFakeLlm(() => undefined);
    const { logger, lines } = spyLogger();
    const client = createLlmClient({
      baseUrl: llm.baseUrl,
      apiKey: API_KEY,
      model: 'm',
      timeoutMs: 200,
      logger,
    });

    const started = performance.now();
    await expect(client.answer(QUESTION)).resolves.toBeNull();
    const elapsed = performance.now() - started;

    expect(llm.received).toHaveLength(1);
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(2000);
    expect(lines.join()).toContain('timeout');
    expect(lines.join()).not.toContain(API_KEY);
  });

  it('answers null when the connection is refused', async () => {
    const llm = await startFakeLlm(replyJson(200, completion('unused')));
    const closed = servers.pop();
    await new Promise((resolve) => closed?.close(resolve));
    const { logger, lines } = spyLogger();

    const client = createLlmClient({ baseUrl: llm.baseUrl, apiKey: API_KEY, model: 'm', logger });
    await expect(client.answer(QUESTION)).resolves.toBeNull();
    expect(lines.join()).toContain('ECONNREFUSED');
    expect(lines.join()).not.toContain(API_KEY);
  });

  it('answers null when the injected fetch throws', async () => {
    const client = createLlmClient({
      baseUrl: 'http://127.0.0.1:1/v1',
      model: 'm',
      fetch: () => Promise.reject(new Error('network down')),
    });
    await expect(client.answer(QUESTION)).resolves.toBeNull();
  });
});

describe('stripHtml', () => {
  it('removes tags that only appear once an inner tag is removed', () => {
    expect(stripHtml('<<b>script>alert(1)<</b>/script>ok')).toBe('ok');
  });

  it('keeps comparisons and Markdown that are not tags', () => {
    expect(stripHtml('Stay < 90 days and fees > 0; **bold** and [link](https://gov.example)')).toBe(
      'Stay < 90 days and fees > 0; **bold** and [link](https://gov.example)',
    );
  });
});
