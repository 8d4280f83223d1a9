import { LRUCache } from 'lru-cache';
import { PDFDocument, rgb, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { PRODUCT_NAME } from '@common/constants';
import { loadDocumentFonts, type DocumentFont } from './document-fonts';
import { formatDateTime, type TravelDocument } from './travel-document';
import { fontRuns, type EmbeddedFont } from './font-runs';

// A4 in points, and the page's layout.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const QR_SIZE = 132;
const LABEL_WIDTH = 150;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const ACCENT = rgb(0.15, 0.39, 0.92);
const RULE = rgb(0.85, 0.87, 0.9);
const MIN_TEXT_SIZE = 7;

type Embedded = EmbeddedFont;
type Fonts = { text: Embedded[]; bold: Embedded[] };

/**
 * The one-page PDF of a booking or purchase: reference, passenger, route or hotel, dates,
 * price, status, expiry, and a QR code of `verifyUrl` with the link printed beside it. Text in
 * any script the fonts cover renders; a character none has becomes the font's blank box.
 */
export async function renderDocumentPdf(
  document: TravelDocument,
  verifyUrl: string,
): Promise<Uint8Array> {
  const fonts = await loadDocumentFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fonts.fontkit);
  const embed = async (source: DocumentFont): Promise<Embedded> => ({
    pdf: await pdf.embedFont(source.bytes, { subset: true }),
    source,
  });
  const regular = await embed(fonts.regular);
  const cjk = await embed(fonts.cjk);
  const bold = await embed(fonts.bold);
  const f: Fonts = { text: [regular, cjk], bold: [bold, cjk] };

  // The reference also goes into the metadata, so a reader's file list and search find it.
  pdf.setTitle(`${PRODUCT_NAME} ${document.title} ${document.reference}`);
  pdf.setSubject(document.reference);
  pdf.setAuthor(PRODUCT_NAME);
  pdf.setCreator(PRODUCT_NAME);
  pdf.setKeywords([document.reference, document.type]);
  pdf.setCreationDate(document.issuedAt);
  pdf.setModificationDate(document.issuedAt);

  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const right = PAGE.width - MARGIN;
  let y = PAGE.height - MARGIN;

  // Header: brand, then the document's kind.
  drawLine(page, f.bold, PRODUCT_NAME, MARGIN, y - 20, 22, ACCENT, 200);
  drawLine(page, f.text, 'Travel document', right - 150, y - 16, 10, MUTED, 150, 'right');
  y -= 34;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: right, y },
    thickness: 1,
    color: RULE,
  });

  // QR code top right, under the header.
  const qrTop = y - 16;
  drawQrCode(page, verifyUrl, right - QR_SIZE, qrTop, QR_SIZE);
  drawLine(
    page,
    f.text,
    'Scan to verify',
    right - QR_SIZE,
    qrTop - QR_SIZE - 12,
    9,
    MUTED,
    QR_SIZE,
  );

  const leftWidth = right - QR_SIZE - 20 - MARGIN;
  y -= 40;
  drawLine(page, f.bold, document.title, MARGIN, y, 18, INK, leftWidth);
  y -= 20;
  const notice = document.isReservation
    ? 'Reservation for a visa application. Not a ticket; it cannot be used to travel.'
    : 'Purchase confirmation.';
  drawLine(page, f.text, notice, MARGIN, y, 9, MUTED, leftWidth);

  y -= 36;
  drawLine(page, f.text, 'Reference', MARGIN, y, 9, MUTED, leftWidth);
  y -= 22;
  drawLine(page, f.bold, document.reference, MARGIN, y, 20, INK, leftWidth);
  y -= 24;
  drawLine(page, f.text, 'Status', MARGIN, y, 9, MUTED, 60);
  drawLine(page, f.bold, capitalise(document.status), MARGIN + 60, y, 11, INK, leftWidth - 60);

  y = Math.min(y, qrTop - QR_SIZE - 30) - 30;
  const rows: Array<{ label: string; value: string }> = [
    ...(document.passengerName
      ? [
          {
            label: document.type === 'hotel' ? 'Guest' : 'Passenger',
            value: document.passengerName,
          },
        ]
      : []),
    ...document.details,
    { label: 'Price', value: `${document.currency} ${document.amount}` },
    { label: 'Issued', value: formatDateTime(document.issuedAt) },
    ...(document.validUntil
      ? [
          {
            label: document.type === 'flight' ? 'Reservation expires' : 'Valid until',
            value: formatDateTime(document.validUntil),
          },
        ]
      : []),
    ...(document.refundable === undefined
      ? []
      : [{ label: 'Refundable', value: document.refundable ? 'Yes' : 'No' }]),
  ];
  const valueWidth = right - MARGIN - LABEL_WIDTH;
  for (const row of rows) {
    drawLine(page, f.text, row.label, MARGIN, y, 10, MUTED, LABEL_WIDTH - 10);
    drawLine(page, f.text, row.value, MARGIN + LABEL_WIDTH, y, 12, INK, valueWidth);
    y -= 8;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: right, y },
      thickness: 0.5,
      color: RULE,
    });
    y -= 18;
  }

  y -= 16;
  drawLine(page, f.text, 'Verify this document at', MARGIN, y, 10, MUTED, right - MARGIN);
  y -= 18;
  drawLine(page, f.text, verifyUrl, MARGIN, y, 11, ACCENT, right - MARGIN);
  const verifyWidth = Math.min(textWidth(f.text, verifyUrl, 11), right - MARGIN);
  page.drawLine({
    start: { x: MARGIN, y: y - 2 },
    end: { x: MARGIN + verifyWidth, y: y - 2 },
    thickness: 0.5,
    color: ACCENT,
  });

  drawLine(
    page,
    f.text,
    `Issued by ${PRODUCT_NAME}. The verification page shows the reservation and the passenger's initials only.`,
    MARGIN,
    MARGIN,
    8,
    MUTED,
    right - MARGIN,
  );

  return pdf.save();
}

// Measuring runs the font's shaping, the slowest step here; labels repeat in every document.
const unitWidths = new WeakMap<DocumentFont, LRUCache<string, number>>();

/** The width of `text` at size 1 in the embedded font (the same in every document). */
function unitWidth(font: Embedded, text: string): number {
  let widths = unitWidths.get(font.source);
  if (!widths) unitWidths.set(font.source, (widths = new LRUCache({ max: 10_000 })));
  let width = widths.get(text);
  if (width === undefined) {
    width = font.pdf.widthOfTextAtSize(text, 1);
    widths.set(text, width);
  }
  return width;
}

function textWidth(fonts: Embedded[], text: string, size: number): number {
  return fontRuns(text, fonts).reduce((sum, run) => sum + unitWidth(run.font, run.text) * size, 0);
}

/**
 * One line of text in at most `maxWidth`: smaller type first, then cut with an ellipsis.
 * Control characters become spaces, so nothing the user typed can break the line.
 */
function drawLine(
  page: PDFPage,
  fonts: Embedded[],
  raw: string,
  x: number,
  y: number,
  size: number,
  color: RGB,
  maxWidth: number,
  align: 'left' | 'right' = 'left',
): void {
  let text = raw.normalize('NFC').replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ');
  // Widths grow linearly with the size, so one measurement at size 1 decides.
  let lineUnitWidth = textWidth(fonts, text, 1);
  const fitted = Math.max(MIN_TEXT_SIZE, Math.min(size, maxWidth / lineUnitWidth));
  if (lineUnitWidth * fitted > maxWidth) {
    const budget = maxWidth / fitted - textWidth(fonts, '…', 1);
    let kept = '';
    let used = 0;
    for (const char of text) {
      used += textWidth(fonts, char, 1);
      if (used > budget) break;
      kept += char;
    }
    text = `${kept}…`;
    lineUnitWidth = textWidth(fonts, text, 1);
  }
  let cursor = align === 'right' ? x + maxWidth - lineUnitWidth * fitted : x;
  for (const run of fontRuns(text, fonts)) {
    page.drawText(run.text, { x: cursor, y, size: fitted, font: run.font.pdf, color });
    cursor += unitWidth(run.font, run.text) * fitted;
  }
}

/** The QR code as one vector path, `size` points square, its top left corner at (x, top). */
function drawQrCode(page: PDFPage, text: string, x: number, top: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cells = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  page.drawSvgPath(path, { x, y: top, scale: size / cells, color: rgb(0, 0, 0) });
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en') + text.slice(1);
}
