import QRCode from 'qrcode';
import { PRODUCT_NAME } from '@common/constants';
import { formatDateTime, type TravelDocument } from './travel-document';
import {
  addPage,
  createPdf,
  drawRule,
  drawText,
  PAGE,
  pdfBytes,
  rgb,
  textWidth,
  type Color,
  type FontStack,
} from './typeset';

// The page's layout, in points.
const MARGIN = 50;
const QR_SIZE = 132;
const LABEL_WIDTH = 150;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const ACCENT = rgb(0.15, 0.39, 0.92);
const RULE = rgb(0.85, 0.87, 0.9);
const MIN_TEXT_SIZE = 7;

type Fonts = { text: FontStack; bold: FontStack };

/**
 * The one-page PDF of a booking or purchase: reference, passenger, route or hotel, dates,
 * price, status, expiry, and a QR code of `verifyUrl` with the link printed beside it. Text in
 * any script the fonts cover renders; a character none has becomes the font's blank box.
 */
export async function renderDocumentPdf(
  document: TravelDocument,
  verifyUrl: string,
): Promise<Uint8Array> {
  // The reference also goes into the metadata, so a reader's file list and search find it.
  const { doc, fonts } = await createPdf({
    title: `${PRODUCT_NAME} ${document.title} ${document.reference}`,
    subject: document.reference,
    keywords: [document.reference, document.type],
    date: document.issuedAt,
  });
  const f: Fonts = { text: [fonts.regular, fonts.cjk], bold: [fonts.bold, fonts.cjk] };

  addPage(doc);
  const right = PAGE.width - MARGIN;
  let y = PAGE.height - MARGIN;

  // Header: brand, then the document's kind.
  drawLine(doc, f.bold, PRODUCT_NAME, MARGIN, y - 20, 22, ACCENT, 200);
  drawLine(doc, f.text, 'Travel document', right - 150, y - 16, 10, MUTED, 150, 'right');
  y -= 34;
  drawRule(doc, MARGIN, right, y, 1, RULE);

  // QR code top right, under the header.
  const qrTop = y - 16;
  drawQrCode(doc, verifyUrl, right - QR_SIZE, qrTop, QR_SIZE);
  drawLine(doc, f.text, 'Scan to verify', right - QR_SIZE, qrTop - QR_SIZE - 12, 9, MUTED, QR_SIZE);

  const leftWidth = right - QR_SIZE - 20 - MARGIN;
  y -= 40;
  drawLine(doc, f.bold, document.title, MARGIN, y, 18, INK, leftWidth);
  y -= 20;
  const notice = document.isReservation
    ? 'Reservation for a visa application. Not a ticket; it cannot be used to travel.'
    : 'Purchase confirmation.';
  drawLine(doc, f.text, notice, MARGIN, y, 9, MUTED, leftWidth);

  y -= 36;
  drawLine(doc, f.text, 'Reference', MARGIN, y, 9, MUTED, leftWidth);
  y -= 22;
  drawLine(doc, f.bold, document.reference, MARGIN, y, 20, INK, leftWidth);
  y -= 24;
  drawLine(doc, f.text, 'Status', MARGIN, y, 9, MUTED, 60);
  drawLine(doc, f.bold, capitalise(document.status), MARGIN + 60, y, 11, INK, leftWidth - 60);

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
    drawLine(doc, f.text, row.label, MARGIN, y, 10, MUTED, LABEL_WIDTH - 10);
    drawLine(doc, f.text, row.value, MARGIN + LABEL_WIDTH, y, 12, INK, valueWidth);
    y -= 8;
    drawRule(doc, MARGIN, right, y, 0.5, RULE);
    y -= 18;
  }

  y -= 16;
  drawLine(doc, f.text, 'Verify this document at', MARGIN, y, 10, MUTED, right - MARGIN);
  y -= 18;
  drawLine(doc, f.text, verifyUrl, MARGIN, y, 11, ACCENT, right - MARGIN);
  const verifyWidth = Math.min(textWidth(f.text, verifyUrl, 11), right - MARGIN);
  drawRule(doc, MARGIN, MARGIN + verifyWidth, y - 2, 0.5, ACCENT);

  drawLine(
    doc,
    f.text,
    `Issued by ${PRODUCT_NAME}. The verification page shows the reservation and the passenger's initials only.`,
    MARGIN,
    MARGIN,
    8,
    MUTED,
    right - MARGIN,
  );

  return pdfBytes(doc);
}

/**
 * One line of text in at most `maxWidth`: smaller type first, then cut with an ellipsis.
 * Control characters become spaces, so nothing the user typed can break the line.
 */
function drawLine(
  doc: PDFKit.PDFDocument,
  fonts: FontStack,
  raw: string,
  x: number,
  y: number,
  size: number,
  color: Color,
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
  const start = align === 'right' ? x + maxWidth - lineUnitWidth * fitted : x;
  drawText(doc, fonts, text, start, y, fitted, color);
}

/**
 * The QR code as one filled path of its dark modules, `size` points square, its top left
 * corner at (x, top). Drawn in module units: row 0 at the top, as the code is read.
 */
function drawQrCode(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  top: number,
  size: number,
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cells = modules.size + quiet * 2;
  doc
    .save()
    .translate(x, PAGE.height - top)
    .scale(size / cells)
    .fillColor('black');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(col + quiet, row + quiet, 1, 1);
    }
  }
  doc.fill().restore();
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en') + text.slice(1);
}
