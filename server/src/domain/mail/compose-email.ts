import { z } from 'zod';
import { PRODUCT_NAME, SUPPORTED_LANGUAGES, type Language } from '@common/constants';
import { verifyPagePath } from '@common/contracts/verification';
import { VISA_BUNDLE_VALID_DAYS, VISA_SERVICE } from '@common/contracts/visa-orders';
import { countryCodeSchema } from '@common/contracts/country-code';
import { recommendedVisaTypeSchema } from '@common/visa-questionnaire';
import type { Db } from '../../db/database';
import { text } from '../../lib/texts';
import { findOwnBooking, toBooking } from '../../db/repositories/bookings';
import { findOwnPurchase, toPurchase } from '../../db/repositories/purchases';
import { getCountry } from '../countries/countries';
import { documentFromBooking, documentFromPurchase } from '../documents/travel-document';
import { answerVisaQuestion } from '../visa-answer/answer-visa-question';
import type { RenderAttachmentPdf } from './render-attachment-pdf';

export type ComposedEmail = {
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
};

/** A row that can never be sent (its record is gone, its payload is not understood). */
export class UndeliverableEmailError extends Error {}

// What each kind's payload holds; written by the routes that queue the mail.
const checklistPayloadSchema = z.object({
  nationality: countryCodeSchema,
  destination: countryCodeSchema,
  visaType: z.optional(recommendedVisaTypeSchema),
});
const recordPayloadSchema = z.object({
  userId: z.string(),
  recordId: z.string(),
  /** The origin the traveller used, for the verify link. */
  origin: z.string(),
  name: z.string().optional(),
});

export type ChecklistPayload = z.infer<typeof checklistPayloadSchema>;
export type RecordPayload = z.infer<typeof recordPayloadSchema>;

type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'facts'; rows: Array<{ label: string; value: string }> };

/** Builds the mail of one outbox row in its language: subject, plain text, HTML, attachments. */
export async function composeEmail(
  db: Db,
  row: { kind: string; language: string; payload: unknown },
  renderPdf: RenderAttachmentPdf,
): Promise<ComposedEmail> {
  const language = languageOf(row.language);
  switch (row.kind) {
    case 'visa_checklist':
      return composeChecklist(parse(checklistPayloadSchema, row.payload), language);
    case 'booking_confirmation':
      return composeBooking(db, parse(recordPayloadSchema, row.payload), language, renderPdf);
    case 'purchase_confirmation':
      return composePurchase(db, parse(recordPayloadSchema, row.payload), language, renderPdf);
    default:
      throw new UndeliverableEmailError(`unknown mail kind '${row.kind}'`);
  }
}

function languageOf(value: string): Language {
  return SUPPORTED_LANGUAGES.find((language) => language === value) ?? 'en';
}

function parse<T>(schema: z.ZodType<T>, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new UndeliverableEmailError(`bad payload: ${parsed.error.message}`);
  return parsed.data;
}

function composeChecklist(payload: ChecklistPayload, language: Language): ComposedEmail {
  const answer = answerVisaQuestion({
    nationality: payload.nationality,
    destination: payload.destination,
    lang: language,
  });
  const blocks: Block[] = [
    { kind: 'paragraph', text: text(language, 'mail:greetingAnonymous') },
    {
      kind: 'paragraph',
      text: text(language, 'mail:checklistIntro', {
        nationality: answer.nationality,
        destination: answer.country,
      }),
    },
  ];
  if (payload.visaType) {
    blocks.push({
      kind: 'paragraph',
      text: text(language, 'mail:recommendedVisa', {
        visa: text(language, `visa-flow:visaTypes.${payload.visaType}`),
      }),
    });
  }
  if (answer.documentRequirements.length > 0) {
    blocks.push({ kind: 'heading', text: text(language, 'mail:documentsTitle') });
    blocks.push({ kind: 'list', items: answer.documentRequirements });
  }
  if (answer.applicationProcess.length > 0) {
    blocks.push({ kind: 'heading', text: text(language, 'mail:stepsTitle') });
    blocks.push({
      kind: 'list',
      ordered: true,
      items: answer.applicationProcess.map((step) => `${step.title}: ${step.description}`),
    });
  }
  blocks.push({ kind: 'paragraph', text: text(language, 'mail:checklistUnrequested') });
  return finish(
    text(language, 'mail:checklistSubject', { destination: answer.country }),
    blocks,
    language,
    [],
  );
}

async function composeBooking(
  db: Db,
  payload: RecordPayload,
  language: Language,
  renderPdf: RenderAttachmentPdf,
): Promise<ComposedEmail> {
  const row = await findOwnBooking(db, payload.userId, payload.recordId);
  if (!row) throw new UndeliverableEmailError('the booking no longer exists');
  const booking = toBooking(row);
  const document = documentFromBooking(booking);
  const title =
    booking.type === 'flight'
      ? text(language, 'mail:flightTitle')
      : text(language, 'mail:hotelTitle');
  const verifyUrl = `${payload.origin}${verifyPagePath(booking.reference)}`;
  const blocks: Block[] = [
    greeting(document.passengerName ?? payload.name, language),
    {
      kind: 'paragraph',
      text: text(language, 'mail:bookingIntro', { description: document.description }),
    },
    {
      kind: 'facts',
      rows: [
        { label: text(language, 'mail:reference'), value: booking.reference },
        ...document.details,
        { label: text(language, 'mail:amount'), value: `${booking.amount} ${booking.currency}` },
      ],
    },
    { kind: 'paragraph', text: text(language, 'mail:pdfAttached') },
    { kind: 'paragraph', text: text(language, 'mail:verify', { url: verifyUrl }) },
  ];
  const pdf = await renderPdf(document, verifyUrl);
  return finish(
    text(language, 'mail:bookingSubject', { title, reference: booking.reference }),
    blocks,
    language,
    [pdfAttachment(booking.reference, pdf)],
  );
}

async function composePurchase(
  db: Db,
  payload: RecordPayload,
  language: Language,
  renderPdf: RenderAttachmentPdf,
): Promise<ComposedEmail> {
  const row = await findOwnPurchase(db, payload.userId, payload.recordId);
  if (!row) throw new UndeliverableEmailError('the purchase no longer exists');
  const purchase = toPurchase(row);
  const document = documentFromPurchase(purchase);
  const verifyUrl = `${payload.origin}${verifyPagePath(purchase.reference)}`;
  const facts: Block = {
    kind: 'facts',
    rows: [
      { label: text(language, 'mail:reference'), value: purchase.reference },
      { label: text(language, 'mail:amount'), value: `${purchase.price} ${purchase.currency}` },
    ],
  };
  const codes = z
    .object({ nationality: countryCodeSchema, destination: countryCodeSchema })
    .safeParse(purchase.metadata);
  const destination = codes.success
    ? getCountry(codes.data.destination, language).name
    : (purchase.destination ?? purchase.serviceName);

  let subject: string;
  const blocks: Block[] = [greeting(payload.name, language)];
  if (purchase.type === 'visa-bundle') {
    subject = text(language, 'mail:bundleSubject', { destination, reference: purchase.reference });
    blocks.push(
      {
        kind: 'paragraph',
        text: text(language, 'mail:bundleIntro', { days: VISA_BUNDLE_VALID_DAYS }),
      },
      facts,
    );
    if (codes.success) {
      const answer = answerVisaQuestion({ ...codes.data, lang: language });
      if (answer.documentRequirements.length > 0) {
        blocks.push({ kind: 'heading', text: text(language, 'mail:documentsTitle') });
        blocks.push({ kind: 'list', items: answer.documentRequirements });
      }
    }
  } else if (purchase.type === 'visa-service') {
    subject = text(language, 'mail:serviceSubject', { destination, reference: purchase.reference });
    const { min, max } = VISA_SERVICE.processingBusinessDays;
    blocks.push(
      { kind: 'paragraph', text: text(language, 'mail:serviceIntro') },
      facts,
      { kind: 'heading', text: text(language, 'mail:nextStepsTitle') },
      {
        kind: 'list',
        ordered: true,
        items: [
          text(language, 'mail:serviceSteps.review'),
          text(language, 'mail:serviceSteps.documents'),
          text(language, 'mail:serviceSteps.appointment', { min, max }),
        ],
      },
    );
  } else {
    subject = text(language, 'mail:purchaseSubject', {
      name: purchase.serviceName,
      reference: purchase.reference,
    });
    blocks.push(
      {
        kind: 'paragraph',
        text: text(language, 'mail:purchaseIntro', { name: purchase.serviceName }),
      },
      facts,
    );
  }
  blocks.push(
    { kind: 'paragraph', text: text(language, 'mail:pdfAttached') },
    { kind: 'paragraph', text: text(language, 'mail:verify', { url: verifyUrl }) },
  );
  const pdf = await renderPdf(document, verifyUrl);
  return finish(subject, blocks, language, [pdfAttachment(purchase.reference, pdf)]);
}

function greeting(name: string | undefined, language: Language): Block {
  const greetingText = name?.trim()
    ? text(language, 'mail:greeting', { name: name.trim() })
    : text(language, 'mail:greetingAnonymous');
  return { kind: 'paragraph', text: greetingText };
}

function pdfAttachment(reference: string, pdf: Uint8Array) {
  return {
    filename: `${reference}.pdf`,
    content: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
    contentType: 'application/pdf',
  };
}

function finish(
  subject: string,
  blocks: Block[],
  language: Language,
  attachments: ComposedEmail['attachments'],
): ComposedEmail {
  const all = [
    ...blocks,
    {
      kind: 'paragraph',
      text: text(language, 'mail:signature', { product: PRODUCT_NAME }),
    } as const,
  ];
  return { subject, text: toText(all), html: toHtml(all, language), attachments };
}

function toText(blocks: Block[]): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return block.text;
      case 'heading':
        return `${block.text}\n${'='.repeat(Math.min(block.text.length, 40))}`;
      case 'list':
        return block.items
          .map((item, i) => (block.ordered ? `${i + 1}. ${item}` : `- ${item}`))
          .join('\n');
      case 'facts':
        return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    }
  });
  return `${parts.join('\n\n')}\n`;
}

/** Every value is escaped: names, cities and hotels are what travellers typed. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function toHtml(blocks: Block[], language: Language): string {
  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return `<p>${escapeHtml(block.text)}</p>`;
        case 'heading':
          return `<h2 style="font-size:16px">${escapeHtml(block.text)}</h2>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          const items = block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
          return `<${tag}>${items}</${tag}>`;
        }
        case 'facts': {
          const rows = block.rows
            .map(
              (row) =>
                `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`,
            )
            .join('');
          return `<table role="presentation">${rows}</table>`;
        }
      }
    })
    .join('\n');
  return `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.5">\n${body}\n</body></html>\n`;
}
