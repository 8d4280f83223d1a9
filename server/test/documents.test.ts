import * as fontkit from 'fontkit';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocumentFonts } from '../src/domain/documents/document-fonts';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';
import { readPdf, type PdfReading } from './helpers/pdf-text';
import {
  book,
  buy,
  flightBooking,
  hotelBooking,
  inDays,
  insurancePurchase,
} from './helpers/travel-fixtures';

// How the checks read a PDF: helpers/pdf-text.ts parses it (cross-reference table, page tree),
// the metadata carries the reference in Title and Subject, and the page text is read back from
// the content stream through each font's ToUnicode map, the map readers use for copy and
// search. The embedded font subsets are compared glyph by glyph with the source fonts, so a
// subset that would print blank boxes fails, and the QR code's modules are compared with the
// QR code of the verification link.

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await registerUser(ctx.app));
});
afterAll(async () => {
  await ctx.close();
});

const HOST = 'travel.example';

function download(id: string, who: string | undefined = token) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/download/${id}`,
    headers: { ...bearer(who), host: HOST },
    remoteAddress: randomIp(),
  });
}

async function downloadPdf(id: string): Promise<PdfReading> {
  const res = await download(id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${id}.pdf"`);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Subset fonts keep it small, though the source fonts weigh 11 MB.
  expect(res.rawPayload.length).toBeLessThan(100_000);
  return readPdf(res.rawPayload);
}

/** Every glyph the page uses is the source font's glyph for that character. */
async function expectGlyphsIntact(reading: PdfReading) {
  const fonts = await loadDocumentFonts();
  const sources = [fonts.regular, fonts.bold, fonts.cjk];
  expect(reading.fonts.length).toBeGreaterThan(0);
  for (const embedded of reading.fonts) {
    const source = sources.find((s) => embedded.baseFont.endsWith(`+${s.font.postscriptName}`));
    if (!source || !embedded.fontFile) throw new Error(`unexpected font ${embedded.baseFont}`);
    const subset = fontkit.create(Buffer.from(embedded.fontFile));
    if ('fonts' in subset) throw new Error('a font collection was embedded');
    let compared = 0;
    for (const [code, text] of embedded.toUnicode) {
      const codePoints = [...text].map((c) => c.codePointAt(0) ?? 0);
      // Glyph 0 is the blank box, mapped to U+0000.
      if (codePoints.length !== 1 || codePoints[0] === 0 || /\s/.test(text)) continue;
      const original = source.font.glyphForCodePoint(codePoints[0] ?? 0);
      expect(subset.getGlyph(parseInt(code, 16)).path.toSVG(), `${embedded.baseFont} ${text}`).toBe(
        original.path.toSVG(),
      );
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  }
}

/** The dark modules of the page's QR code, as 'column,row': unit squares after its scaling. */
function qrModules(content: string): Set<string> {
  const block = content.match(/\n([\d.]+) 0 0 \1 0 0 cm\n([\s\S]*?)\nf\n/)?.[2] ?? '';
  const cells = new Set<string>();
  for (const [, x, y] of block.matchAll(/^(\d+) (\d+) 1 1 re$/gm)) {
    cells.add(`${Number(x) - 2},${Number(y) - 2}`);
  }
  return cells;
}

function expectedQrModules(text: string): Set<string> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = new Set<string>();
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) cells.add(`${col},${row}`);
    }
  }
  return cells;
}

describe('GET /api/download/{id}', () => {
  it('needs a sign-in: 401 JSON', async () => {
    const booking = await book(ctx.app, token, flightBooking());
    const res = await download(booking.id, '');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('gives a flight reservation as a one-page PDF with every fact and a QR code of its link', async () => {
    const booking = await book(
      ctx.app,
      token,
      flightBooking({
        flightType: 'roundtrip',
        isRoundTrip: true,
        dates: { departure: inDays(30), return: inDays(38) },
        otherPassengers: ['Jane Doe'],
      }),
    );
    const reading = await downloadPdf(booking.id);
    expect(reading.pageCount).toBe(1);
    expect(reading.info.title).toBe(`AlgoTrip Flight Reservation ${booking.reference}`);
    expect(reading.info.subject).toBe(booking.reference);
    expect(reading.info.keywords).toBe(`${booking.reference} flight`);

    const verifyUrl = `http://${HOST}/verify/${booking.reference}`;
    const text = reading.lines.join('\n');
    expect(reading.lines).toContain(booking.reference);
    expect(text).toContain('Flight Reservation');
    expect(text).toContain('Not a ticket');
    expect(text).toMatch(/Status\s*Confirmed/);
    expect(text).toContain('PassengerJohn Doe');
    expect(text).toContain('RouteParis ⇄ Tokyo');
    expect(text).toContain('TripRound trip');
    expect(text).toMatch(/Departure(Wed|Thu|Fri|Sat|Sun|Mon|Tue), \d+ \w+ \d{4}/);
    expect(text).toMatch(/Return date\w+, \d+ \w+ \d{4}/);
    expect(text).toContain('Passengers2');
    expect(text).toContain('Passenger 2Jane Doe');
    expect(text).toContain('FareEconomy');
    expect(text).toContain('PriceUSD 59.98');
    expect(text).toMatch(/Reservation expires\d+ \w+ \d{4}, \d\d:\d\d UTC/);
    expect(text).toContain('RefundableNo');
    expect(reading.lines).toContain(verifyUrl);

    const modules = qrModules(reading.content);
    expect(modules.size).toBeGreaterThan(100);
    expect(modules).toEqual(expectedQrModules(verifyUrl));
    await expectGlyphsIntact(reading);
  });

  it('renders a Chinese passenger name and accented names with an embedded Unicode font', async () => {
    const chinese = await book(ctx.app, token, flightBooking({ fullName: '王小明' }));
    const chineseReading = await downloadPdf(chinese.id);
    expect(chineseReading.lines).toContain('Passenger王小明');
    await expectGlyphsIntact(chineseReading);

    const hotel = await book(ctx.app, token, hotelBooking({ guestName: 'José Ñúñez' }));
    const hotelReading = await downloadPdf(hotel.id);
    const text = hotelReading.lines.join('\n');
    expect(hotelReading.info.subject).toBe(hotel.reference);
    expect(text).toContain('Hotel Reservation');
    expect(text).toContain('GuestJosé Ñúñez');
    expect(text).toContain('HotelTokyo');
    expect(text).toMatch(/Stay.+ – .+\(5 nights\)/);
    expect(text).toContain('RoomDeluxe');
    expect(text).toContain('PriceUSD 24.99');
    expect(text).toMatch(/Valid until\d+ \w+ \d{4}, 12:00 UTC/);
    await expectGlyphsIntact(hotelReading);

    // A hotel chosen from the recommendations: its name and address, marked as a sample.
    const chosen = await book(
      ctx.app,
      token,
      hotelBooking({ hotelName: 'Sakura Stay', hotelAddress: 'Shinjuku, Tokyo' }),
    );
    const chosenText = (await downloadPdf(chosen.id)).lines.join('\n');
    expect(chosenText).toContain('HotelSakura Stay, Tokyo');
    expect(chosenText).toContain('AddressShinjuku, Tokyo (sample listing)');

    // Scripts beyond Latin-1, mixed in one name; Arabic has no glyphs here but must not fail.
    const mixed = await book(
      ctx.app,
      token,
      flightBooking({ fullName: 'Łukasz Şahin 山田 Иван محمد', arrivalCity: 'Zürich' }),
    );
    const mixedReading = await downloadPdf(mixed.id);
    expect(mixedReading.lines.join('\n')).toContain('Łukasz Şahin 山田 Иван');
    expect(mixedReading.lines.join('\n')).toContain('RouteParis → Zürich');
    await expectGlyphsIntact(mixedReading);
  });

  it('gives a purchase as a PDF too', async () => {
    const purchase = await buy(ctx.app, token, insurancePurchase());
    const reading = await downloadPdf(purchase.id);
    const text = reading.lines.join('\n');
    expect(reading.info.subject).toBe(purchase.reference);
    expect(reading.lines).toContain(purchase.reference);
    expect(text).toContain('Travel Insurance');
    expect(text).toContain('PassengerMarie Curie');
    expect(text).toContain('RouteParis → Tokyo');
    expect(text).toContain('PriceUSD 49.99');
    expect(reading.lines).toContain(`http://${HOST}/verify/${purchase.reference}`);
  });

  it("answers 404 for another user's booking or purchase, or an unknown id; 400 for a malformed one", async () => {
    const owner = await registerUser(ctx.app);
    const booking = await book(ctx.app, owner.token, flightBooking());
    const purchase = await buy(ctx.app, owner.token, insurancePurchase());
    for (const id of [booking.id, purchase.id, '6f1c2a84-5b1e-4c3d-9a7b-0c2d4e6f8a10']) {
      const res = await download(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No purchase or booking with this id' });
    }
    expect((await download(booking.id, owner.token)).statusCode).toBe(200);
    expect((await download('FL123456789AB')).statusCode).toBe(400);
  });

  it('makes documents side by side without mixing them up', async () => {
    const names = ['王小明', 'José Ñúñez', 'Anna Schmidt', '김민준'];
    const made = await Promise.all(
      names.map((fullName) => book(ctx.app, token, flightBooking({ fullName }))),
    );
    const readings = await Promise.all(made.map((booking) => downloadPdf(booking.id)));
    readings.forEach((reading, i) => {
      expect(reading.lines).toContain(made[i]?.reference);
      if (i < 3) expect(reading.lines).toContain(`Passenger${names[i]}`);
    });
  });
});
