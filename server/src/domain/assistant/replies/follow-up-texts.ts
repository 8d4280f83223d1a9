import type { Language } from '@common/constants';
import type { RequirementCategory } from '@common/contracts/visa-requirements';
import type { ApplicationStep, VisaOption } from '@common/contracts/visa-info';
import type { TripQuestion } from '../understanding/detect-trip-question';
import { text } from '../../../lib/texts';
import { bullets, markdown } from './intent-text-kit';

// The answers to follow-up questions about the trip on screen, in each language, from the facts
// of its visa answer. Spanish addresses the traveller as usted and says "visado"; Chinese puts
// no space after full-width punctuation. The sentences are in
// server/src/locales/<language>/follow-up.json; which sentences apply is decided here.

/** What a follow-up answer may state: the visa answer's facts for this trip. */
export type TripFacts = {
  destination: string;
  nationality: string;
  category: RequirementCategory | 'own_country';
  /** The stay allowed without a visa, when the category has one. */
  days?: number;
  summary: string;
  allowedStay: string;
  passportValidity: string;
  options: readonly VisaOption[];
  documents: readonly string[];
  steps: readonly ApplicationStep[];
  link?: string;
  /** The length of stay the traveller stated, in days. */
  statedDays?: number;
};

/** One follow-up answer in the reply's language. */
type Answer = (f: TripFacts, language: Language) => string;

/** Entered without applying for a visa beforehand (a visitor's entry). */
export function entersWithoutVisa(category: TripFacts['category']): boolean {
  return category === 'visa_free' || category === 'visa_on_arrival' || category === 'eta';
}

const VISITOR = new Set<TripFacts['category']>([
  'visa_free',
  'visa_on_arrival',
  'eta',
  'e_visa',
  'visa_required',
]);

const STAY: Answer = (f, language) =>
  markdown(
    text(language, 'follow-up:stay', {
      destination: f.destination,
      nationality: f.nationality,
      allowedStay: f.allowedStay,
    }),
    stayFit(f, language),
  );

/** Whether the stated stay fits the days allowed, when both are known. */
export function stayFit(f: TripFacts, language: Language): string | undefined {
  if (f.statedDays === undefined) return undefined;
  const stated = f.statedDays;
  if (f.days === undefined || !entersWithoutVisa(f.category)) {
    if (!VISITOR.has(f.category)) return undefined;
    return text(language, 'follow-up:stayFit.checkVisa', { stated });
  }
  return text(language, stated <= f.days ? 'follow-up:stayFit.fits' : 'follow-up:stayFit.tooLong', {
    stated,
    days: f.days,
  });
}

function rightsText(kind: 'work' | 'study'): Answer {
  return (f, language) => {
    if (f.category === 'freedom_of_movement') return f.allowedStay;
    if (f.category === 'own_country') return f.summary;
    if (f.category === 'no_admission') return f.summary;
    const { destination, summary } = f;
    const list = f.options
      .filter((option) => option.type === kind)
      .map(({ name, description }) =>
        text(language, 'follow-up:rights.visaLine', { name, description }),
      );
    return markdown(
      text(language, `follow-up:rights.${kind}.visit`, { destination, summary }),
      list.length > 0
        ? text(language, `follow-up:rights.${kind}.visasHeading`, { destination })
        : text(language, `follow-up:rights.${kind}.noVisas`, { destination }),
      list.length > 0 ? bullets(list) : undefined,
    );
  };
}

const DOCUMENTS: Answer = (f, language) =>
  entersWithoutVisa(f.category) || f.category === 'freedom_of_movement'
    ? text(language, 'follow-up:noVisaDocuments', {
        destination: f.destination,
        summary: f.summary,
        passportValidity: f.passportValidity,
      })
    : markdown(
        text(language, 'follow-up:documentsHeading', { destination: f.destination }),
        bullets(f.documents),
      );

/** The visa options' fees or processing times, or why there is no visa to apply for. */
function optionsOr(f: TripFacts, language: Language, facts: 'fees' | 'processing'): string {
  if (!VISITOR.has(f.category) || entersWithoutVisa(f.category) || f.options.length === 0) {
    return text(language, 'follow-up:noVisaToApply', { summary: f.summary });
  }
  const lines = f.options.map(({ name, fee, processingTime }) =>
    text(language, `follow-up:${facts}.line`, { name, fee, processingTime }),
  );
  return markdown(
    text(language, `follow-up:${facts}.heading`, { destination: f.destination }),
    bullets(lines),
  );
}

const APPLY: Answer = (f, language) => {
  const link = f.link
    ? text(language, 'follow-up:apply.officialSite', { link: f.link })
    : undefined;
  if (entersWithoutVisa(f.category) || !VISITOR.has(f.category) || f.steps.length === 0) {
    return markdown(
      text(language, 'follow-up:apply.nothingToApply', { summary: f.summary }),
      f.category === 'eta' ? link : undefined,
    );
  }
  const steps = f.steps.map(({ step, title, description }) =>
    text(language, 'follow-up:apply.step', { step, title, description }),
  );
  return markdown(
    text(language, 'follow-up:apply.heading', { destination: f.destination }),
    steps.join('\n'),
    link,
  );
};

const PASSPORT: Answer = (f, language) =>
  text(language, 'follow-up:passport', {
    destination: f.destination,
    passportValidity: f.passportValidity,
  });

const EXTENSION: Answer = (f, language) =>
  text(language, 'follow-up:extension', { destination: f.destination, allowedStay: f.allowedStay });

const AUTHORISATION: Answer = (f, language) =>
  f.category === 'eta'
    ? markdown(
        text(language, 'follow-up:authorisation.needed', { summary: f.summary }),
        f.link
          ? text(language, 'follow-up:authorisation.applyOnline', { link: f.link })
          : undefined,
      )
    : text(language, 'follow-up:authorisation.notNeeded', {
        destination: f.destination,
        summary: f.summary,
      });

const ANSWERS: Readonly<Record<TripQuestion, Answer>> = {
  stay: STAY,
  work: rightsText('work'),
  study: rightsText('study'),
  documents: DOCUMENTS,
  fees: (f, language) => optionsOr(f, language, 'fees'),
  processing: (f, language) => optionsOr(f, language, 'processing'),
  apply: APPLY,
  passport: PASSPORT,
  extension: EXTENSION,
  authorisation: AUTHORISATION,
};

/** The answer to a follow-up question about the trip on screen. */
export function followUpAnswer(question: TripQuestion, f: TripFacts, language: Language): string {
  return ANSWERS[question](f, language);
}
