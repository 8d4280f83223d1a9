import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '@common/constants';
import { ITINERARY_PDF_LIMITS, type ItineraryPdfRequest } from '@common/contracts/itinerary';
import {
  ITINERARY_PDF_BODY_LIMIT,
  ITINERARY_PDF_PER_IP_LIMIT,
} from '../src/routes/itinerary/post-itinerary-pdf';
import { createTestApp } from './helpers/test-app';
import { readPdf } from './helpers/pdf-text';
import { randomIp } from './helpers/test-users';

// POST /api/itinerary/pdf (issue 7 point 9): public, the body checked against the contract,
// the PDF read back through its own structures (helpers/pdf-text.ts reads a page's text
// through each font's ToUnicode map, as a reader's copy and search do).

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function post(payload: unknown, remoteAddress = randomIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/itinerary/pdf',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });
}

async function pdfOf(body: ItineraryPdfRequest) {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe('attachment; filename="itinerary.pdf"');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return res.rawPayload;
}

const paris: ItineraryPdfRequest = {
  title: 'Your 3-day Leisure itinerary for France',
  subtitle: 'Leisure · 3 days · Mid-range ($100-200/day)',
  days: [
    {
      heading: 'Day 1 · Paris · Arrival',
      lines: ['Check in to a comfortable mid-range hotel', 'Dinner at a well-reviewed restaurant'],
    },
    { heading: 'Day 2 · Paris · City highlights', lines: ['Guided walking tour', 'Viewpoint'] },
    { heading: 'Day 3 · Paris · Departure', lines: ['Café time', 'Check out and head home'] },
  ],
};

describe('POST /api/itinerary/pdf', () => {
  it('typesets the lines the client shows on one page, signed out', async () => {
    const bytes = await pdfOf(paris);
    const reading = readPdf(bytes);
    expect(reading.pageCount).toBe(1);
    expect(reading.info.title).toBe(`${paris.title} · AlgoTrip`);
    expect(reading.info.subject).toBe(paris.subtitle);
    expect(reading.lines).toEqual([
      'AlgoTrip',
      paris.title,
      paris.subtitle,
      ...paris.days.flatMap((day) => [day.heading, ...day.lines.map((line) => `•${line}`)]),
      'AlgoTrip · 1 / 1',
    ]);
  });

  it('prints a Chinese title and lines in the CJK font', async () => {
    const zh: ItineraryPdfRequest = {
      title: '您的法国5天休闲行程',
      days: [
        { heading: '第1天 · 巴黎 · 抵达', lines: ['入住舒适的中档酒店', '在口碑好的餐厅用晚餐'] },
      ],
    };
    const reading = readPdf(await pdfOf(zh));
    expect(reading.lines).toContain(zh.title);
    expect(reading.lines).toContain('第1天 · 巴黎 · 抵达');
    expect(reading.lines).toContain('•入住舒适的中档酒店');
    expect(reading.fonts.some((f) => f.baseFont.endsWith('+NotoSansSC-Regular'))).toBe(true);
    // No character fell back to a font's blank box (glyph 0, mapped to U+0000) or went unread.
    const text = reading.lines.join('');
    expect(text).not.toContain('\u0000');
    expect(text).not.toContain('\uFFFD');
  });

  it('wraps a long line at word boundaries and a long CJK line anywhere', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const han = '长城'.repeat(60);
    const reading = readPdf(
      await pdfOf({
        title: 'Wrapping',
        days: [{ heading: 'Day 1', lines: [words.join(' '), han] }],
      }),
    );
    const body = reading.lines.slice(3, -1);
    expect(body.length).toBeGreaterThan(4);
    // Every word survives whole, in order, and no line is cut inside one.
    const latin = body.filter((line) => line.includes('word')).join(' ');
    expect(latin.replace(/^•/, '').split(/\s+/)).toEqual(words);
    expect(
      body
        .filter((line) => !line.includes('word'))
        .join('')
        .replace(/^•/, ''),
    ).toBe(han);
  });

  it('adds pages as the plan needs, each numbered', async () => {
    const days = Array.from({ length: ITINERARY_PDF_LIMITS.days }, (_, i) => ({
      heading: `Day ${i + 1} · Lyon`,
      lines: Array.from({ length: 6 }, (_, j) => `Activity ${j + 1} of day ${i + 1}`),
    }));
    const bytes = await pdfOf({ title: 'A month in France', days });
    const first = readPdf(bytes);
    const pages = first.pageCount;
    expect(pages).toBeGreaterThan(2);
    expect(first.lines.at(-1)).toBe(`AlgoTrip · 1 / ${pages}`);
    const last = readPdf(bytes, pages - 1);
    expect(last.lines.at(-1)).toBe(`AlgoTrip · ${pages} / ${pages}`);
    expect(last.lines).toContain(`•Activity 6 of day ${ITINERARY_PDF_LIMITS.days}`);
    // A heading is never the last line of a page.
    for (let index = 0; index < pages; index++) {
      const { lines } = readPdf(bytes, index);
      expect(lines.at(-2)).toMatch(/^•/);
    }
  });

  it.each([
    ['no title', { ...paris, title: '' }],
    ['a blank title', { ...paris, title: '   ' }],
    ['no days', { ...paris, days: [] }],
    ['too many days', { ...paris, days: Array(ITINERARY_PDF_LIMITS.days + 1).fill(paris.days[0]) }],
    [
      'too many lines',
      {
        ...paris,
        days: [{ heading: 'Day 1', lines: Array(ITINERARY_PDF_LIMITS.linesPerDay + 1).fill('x') }],
      },
    ],
    [
      'a line too long',
      {
        ...paris,
        days: [{ heading: 'Day 1', lines: ['x'.repeat(ITINERARY_PDF_LIMITS.lineChars + 1)] }],
      },
    ],
    ['a title too long', { ...paris, title: 'x'.repeat(ITINERARY_PDF_LIMITS.titleChars + 1) }],
    ['a day without heading', { ...paris, days: [{ lines: ['x'] }] }],
  ])('answers %s with 400 JSON', async (_name, body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<{ message: string }>().message).toMatch(/^Invalid body: /);
  });

  it('answers a body over its own, smaller limit with 413 JSON naming that limit', async () => {
    const res = await post({ ...paris, subtitle: 'x'.repeat(ITINERARY_PDF_BODY_LIMIT) });
    expect(ITINERARY_PDF_BODY_LIMIT).toBeLessThan(MAX_BODY_BYTES);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: `Request body is larger than ${ITINERARY_PDF_BODY_LIMIT / 1024} KB`,
    });
  });

  it('limits how many PDFs one IP asks for in a minute', async () => {
    const ip = randomIp();
    const { max } = ITINERARY_PDF_PER_IP_LIMIT;
    const statuses: number[] = [];
    // Invalid bodies count too: the limit applies before the body is read.
    for (let i = 0; i <= max; i++) statuses.push((await post({}, ip)).statusCode);
    expect(statuses.slice(0, max).every((status) => status === 400)).toBe(true);
    expect(statuses[max]).toBe(429);
    expect((await post(paris)).statusCode).toBe(200);
  });

  it('typesets in the PDF threads: the HTTP thread stays free while they work', async () => {
    await pdfOf(paris); // the first PDF starts a thread and loads the fonts
    const month = {
      ...paris,
      days: Array.from({ length: 20 }, (_, day) => ({
        heading: `Day ${day + 1} · Paris`,
        lines: Array.from({ length: 6 }, () =>
          'Walk along the Seine and visit a museum. '.repeat(6),
        ),
      })),
    };
    expect(JSON.stringify(month).length).toBeLessThan(ITINERARY_PDF_BODY_LIMIT);
    const before = performance.eventLoopUtilization();
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(month)));
    const loop = performance.eventLoopUtilization(before);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    // Typesetting on this thread kept its loop busy nearly all the time (about 0.95); here the
    // loop only parses the bodies and hands the work over, and mostly waits.
    expect(loop.utilization).toBeLessThan(0.5);
  });
});

describe('POST /api/itinerary/pdf when every PDF thread is busy', () => {
  let busy: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    busy = await createTestApp({ pdf: { threads: 1, queue: 1 } });
  });
  afterAll(async () => {
    await busy.close();
  });

  it('answers 503 with Retry-After beyond the queue, and renders the rest', async () => {
    const send = () =>
      busy.app.inject({
        method: 'POST',
        url: '/api/itinerary/pdf',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(paris),
        remoteAddress: randomIp(),
      });
    // One renders, one waits; the third finds the queue full.
    const answers = await Promise.all([send(), send(), send()]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503]);
    const refused = answers.find((res) => res.statusCode === 503);
    expect(refused?.headers['retry-after']).toBe('2');
    expect(refused?.json<{ message: string }>().message).toMatch(/try again/);
  });
});
