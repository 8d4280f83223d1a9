import * as z from 'zod/mini';

// The personalised itinerary as a PDF (issue 7 point 9; decision 012): the client sends the
// lines it shows, already translated, and the server typesets them with the Noto fonts of
// decision 011, so any script the chat shows prints.

export const ITINERARY_PDF_LIMITS = {
  titleChars: 200,
  subtitleChars: 500,
  /** A plan has 3, 5 or 8 days; the limit leaves room for longer ones. */
  days: 31,
  headingChars: 200,
  linesPerDay: 20,
  lineChars: 500,
} as const;

export const ITINERARY_PDF_FILENAME = 'itinerary.pdf';

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max));

export const itineraryPdfDaySchema = z.object({
  heading: text(ITINERARY_PDF_LIMITS.headingChars),
  lines: z
    .array(text(ITINERARY_PDF_LIMITS.lineChars))
    .check(z.maxLength(ITINERARY_PDF_LIMITS.linesPerDay)),
});
export type ItineraryPdfDay = z.infer<typeof itineraryPdfDaySchema>;

/** POST /api/itinerary/pdf; the answer is application/pdf, saved as itinerary.pdf. */
export const itineraryPdfRequestSchema = z.object({
  title: text(ITINERARY_PDF_LIMITS.titleChars),
  subtitle: z.optional(z.string().check(z.trim(), z.maxLength(ITINERARY_PDF_LIMITS.subtitleChars))),
  days: z
    .array(itineraryPdfDaySchema)
    .check(z.minLength(1), z.maxLength(ITINERARY_PDF_LIMITS.days)),
});
export type ItineraryPdfRequest = z.infer<typeof itineraryPdfRequestSchema>;
