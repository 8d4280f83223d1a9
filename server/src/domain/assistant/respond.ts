import { CHAT, type Language } from '@common/constants';
import type { FlowStep } from '@common/chat-flow';
import type { ReplyMetadata, Upsell } from '@common/contracts/chat';
import type { GetVisaRequirementsResponse } from '@common/contracts/visa-requirements';
import type { CountryCode } from '@common/country-codes';
import { selectedTravelPurposesSchema, type TravelPurpose } from '@common/travel-purpose';
import { AppError } from '../../lib/app-error';
import { getCountry, resolveCountry } from '../countries/countries';
import { answerVisaQuestion } from '../visa-answer/answer-visa-question';
import { stayAndPassport } from '../visa-info/stay-and-passport';
import type { AssistantInput, AssistantReply } from './assistant-types';
import { actionTargets, messageTargets } from './flow/flow-machine';
import type { LlmClient } from './llm/llm-types';
import { intentReply, type IntentReplyIntent } from './replies/intent-replies';
import { offerFor, VISA_OFFER_TYPES } from './replies/offers';
import { CATEGORY_LABELS, TEXTS } from './replies/reply-texts';
import { composeVisaReply } from './replies/visa-reply';
import { replyLanguage } from './reply-language';
import { classifyIntent } from './understanding/classify-intent';
import { extractTravelContext } from './understanding/extract-travel-context';

// One chat turn: a pure function of the message, the conversation state the client sends, the
// language and the knowledge. It writes nothing; the route records the blog entry.

type Context = { nationality?: CountryCode; destination?: CountryCode };
type Turn = {
  content: string;
  step: FlowStep;
  upsell?: Upsell;
  purposes?: readonly TravelPurpose[];
  resolved?: GetVisaRequirementsResponse;
};

/** Intents with an answer of their own; a visa question or a plain statement is not one. */
const SERVICE_INTENTS: ReadonlySet<string> = new Set<IntentReplyIntent>([
  'flights',
  'hotels',
  'dummy_flight',
  'dummy_hotel',
  'insurance',
  'esim',
  'car_rental',
  'restaurants',
  'tours',
  'itinerary',
  'help',
  'thanks',
]);

function knownCountry(text: string): CountryCode | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === CHAT.unknownCountry.toLowerCase()) return;
  return resolveCountry(trimmed);
}

function visaAnswer(ctx: Required<Context>, language: Language): GetVisaRequirementsResponse {
  return answerVisaQuestion({
    nationality: ctx.nationality,
    destination: ctx.destination,
    lang: language,
  });
}

/** Where the conversation stands once both countries are known. */
function stepAfterVisaAnswer(answer: GetVisaRequirementsResponse): FlowStep {
  switch (answer.requirement.category) {
    case 'e_visa':
    case 'visa_required':
      return 'travel_purpose_question';
    case 'no_admission':
      return 'visa_answer';
    default:
      return 'visa_free_booking';
  }
}

function contextStep(ctx: Context, language: Language): FlowStep {
  if (!ctx.destination) return 'destination_collection';
  if (!ctx.nationality) return 'nationality_collection';
  return stepAfterVisaAnswer(visaAnswer(ctx as Required<Context>, language));
}

function visaUpsell(answer: GetVisaRequirementsResponse, language: Language, step: FlowStep) {
  const { category } = answer.requirement;
  if (category === 'own_country' || category === 'no_admission') return undefined;
  return {
    id: `visa-${answer.nationalityCode}-${answer.destinationCode}`,
    offers: VISA_OFFER_TYPES.map((type) => offerFor(type, language)),
    flowStep: step,
  } satisfies Upsell;
}

// Composed replies are pure functions of the (cached) answer, the language and the purposes.
const visaReplyCache = new WeakMap<GetVisaRequirementsResponse, Map<string, string>>();

function visaTurn(
  ctx: Required<Context>,
  language: Language,
  purposes?: readonly TravelPurpose[],
): Turn {
  const answer = visaAnswer(ctx, language);
  const step = purposes ? 'visa_answer' : stepAfterVisaAnswer(answer);
  const key = `${language}|${purposes?.join(',') ?? ''}`;
  let byKey = visaReplyCache.get(answer);
  let content = byKey?.get(key);
  if (content === undefined) {
    const next = purposes
      ? TEXTS.nextAfterPurposes
      : step === 'travel_purpose_question'
        ? TEXTS.nextVisaNeeded
        : step === 'visa_free_booking'
          ? TEXTS.nextVisaFree
          : TEXTS.noAdmissionNext;
    const body = composeVisaReply({ answer, language, ...(purposes ? { purposes } : {}) });
    const closing = answer.requirement.category === 'own_country' ? TEXTS.nextVisaFree : next;
    content = `${body}\n\n${closing[language]()}`;
    if (!byKey) visaReplyCache.set(answer, (byKey = new Map()));
    byKey.set(key, content);
  }
  const upsell = visaUpsell(answer, language, step);
  return {
    content,
    step,
    ...(upsell ? { upsell } : {}),
    ...(purposes ? { purposes } : {}),
    resolved: answer,
  };
}

function countryName(code: CountryCode | undefined, language: Language): string | undefined {
  return code ? getCountry(code, language).name : undefined;
}

function serviceTurn(intent: IntentReplyIntent, ctx: Context, language: Language): Turn {
  const destination = countryName(ctx.destination, language);
  const nationality = countryName(ctx.nationality, language);
  const reply = intentReply(intent, language, {
    ...(destination ? { destination } : {}),
    ...(nationality ? { nationality } : {}),
  });
  const step = contextStep(ctx, language);
  return {
    content: reply.content,
    step,
    ...(reply.offers.length > 0
      ? {
          upsell: {
            id: `intent-${intent}`,
            offers: reply.offers.map((type) => offerFor(type, language)),
            flowStep: step,
          },
        }
      : {}),
  };
}

/** Asks for what is missing, or answers the visa question when nothing is. */
function contextTurn(ctx: Context, language: Language): Turn {
  if (!ctx.destination) {
    return { content: TEXTS.askDestination[language](), step: 'destination_collection' };
  }
  if (!ctx.nationality) {
    const destination = getCountry(ctx.destination, language).name;
    return { content: TEXTS.askNationality[language](destination), step: 'nationality_collection' };
  }
  return visaTurn(ctx as Required<Context>, language);
}

function visaFacts(ctx: Context, language: Language): string[] {
  if (!ctx.destination || !ctx.nationality) return [];
  const answer = visaAnswer(ctx as Required<Context>, 'en');
  const { category, days } = answer.requirement;
  const facts = [
    `Destination: ${answer.country}. Passport: ${answer.nationality}.`,
    `Entry requirement (authoritative, category ${category}): ${answer.requirement.summary}`,
  ];
  if (category !== 'own_country') {
    const rules = stayAndPassport(answer.destinationCode, { category, days }, 'en');
    facts.push(
      `Allowed stay: ${rules.allowedStay}`,
      `Passport validity: ${rules.passportValidity}`,
    );
  }
  facts.push(`Reply language: ${language}.`);
  return facts;
}

async function freeTextTurn(
  input: AssistantInput,
  previous: Context,
  language: Language,
  llm: LlmClient | undefined,
): Promise<{ turn: Turn; ctx: Context }> {
  const extracted = extractTravelContext(input.message, previous);
  const ctx: Context = {
    ...(extracted.nationality ? { nationality: extracted.nationality } : {}),
    ...(extracted.destination ? { destination: extracted.destination } : {}),
  };
  const intent = classifyIntent(input.message);
  const changed =
    ctx.destination !== previous.destination || ctx.nationality !== previous.nationality;

  if (SERVICE_INTENTS.has(intent)) {
    return { turn: serviceTurn(intent as IntentReplyIntent, ctx, language), ctx };
  }
  if (intent === 'visa_requirements' || changed) return { turn: contextTurn(ctx, language), ctx };
  if (intent === 'greeting') return { turn: serviceTurn('greeting', ctx, language), ctx };
  if (!ctx.destination || !ctx.nationality) return { turn: contextTurn(ctx, language), ctx };

  // A question the engine has no rule for: the LLM when configured, with the visa facts.
  const step = contextStep(ctx, language);
  if (llm) {
    const answer = await llm.answer({
      question: input.message,
      language,
      facts: visaFacts(ctx, language),
    });
    if (answer) {
      const requirement = visaAnswer(ctx as Required<Context>, language).requirement;
      // The category always comes from the visa knowledge, stated under the LLM's text.
      const footer = `**${CATEGORY_LABELS[requirement.category][language]}**: ${requirement.summary}`;
      return { turn: { content: `${answer}\n\n${footer}`, step }, ctx };
    }
  }
  return { turn: serviceTurn('help', ctx, language), ctx };
}

function actionTurn(input: AssistantInput, ctx: Context, language: Language): Turn {
  const action = input.action;
  if (!action) throw new Error('actionTurn needs an action');
  if (input.flowStep !== undefined && input.flowStep !== action.flowStep) {
    throw new AppError(
      400,
      `Action step '${action.flowStep}' does not match the conversation's step '${input.flowStep}'`,
    );
  }
  if (actionTargets(action.flowStep, action.type).length === 0) {
    throw new AppError(
      400,
      `Action '${action.type}' is not available at step '${action.flowStep}'`,
    );
  }
  switch (action.type) {
    case 'book_flight':
    case 'book_hotel': {
      if (!ctx.destination) throw new AppError(400, 'Choose a destination before booking');
      const service = action.type === 'book_flight' ? 'flight' : 'hotel';
      const destination = getCountry(ctx.destination, language).name;
      return {
        content: TEXTS.citySelection[language](service, destination),
        step: 'city_selection',
      };
    }
    case 'confirm_travel_purposes': {
      const purposes = selectedTravelPurposesSchema.safeParse(
        action.values ?? input.travelPurposes,
      );
      if (!purposes.success) {
        throw new AppError(400, 'Choose at least one travel purpose from the list');
      }
      if (!ctx.destination || !ctx.nationality) {
        throw new AppError(400, 'Nationality and destination are needed before travel purposes');
      }
      return visaTurn(ctx as Required<Context>, language, purposes.data);
    }
  }
}

function metadataFor(ctx: Context, turn: Turn, language: Language): ReplyMetadata {
  const requirement = turn.resolved?.requirement;
  return {
    ...(ctx.nationality
      ? {
          nationality: getCountry(ctx.nationality, 'en').name,
          nationalityCode: ctx.nationality,
        }
      : {}),
    ...(ctx.destination
      ? {
          destination: getCountry(ctx.destination, 'en').name,
          destinationCode: ctx.destination,
        }
      : {}),
    ...(requirement
      ? {
          visaRequirement: {
            category: requirement.category,
            ...(requirement.days ? { days: requirement.days } : {}),
          },
        }
      : {}),
    ...(turn.purposes ? { travelPurposes: [...turn.purposes] } : {}),
    flowStep: turn.step,
    language,
  };
}

async function respond(input: AssistantInput, llm: LlmClient | undefined): Promise<AssistantReply> {
  const language = replyLanguage(input);
  const previous: Context = {};
  const nationality = knownCountry(input.nationality);
  const destination = knownCountry(input.destination);
  if (nationality) previous.nationality = nationality;
  if (destination) previous.destination = destination;

  let ctx = previous;
  let turn: Turn;
  if (input.action) {
    turn = actionTurn(input, ctx, language);
    const allowed = actionTargets(input.action.flowStep, input.action.type);
    if (!allowed.includes(turn.step)) throw new Error(`flow table does not allow ${turn.step}`);
  } else {
    ({ turn, ctx } = await freeTextTurn(input, previous, language, llm));
    if (!messageTargets(input.flowStep).includes(turn.step)) {
      throw new Error(`flow table does not allow a message to lead to ${turn.step}`);
    }
  }

  const resolved = turn.resolved;
  const category = resolved?.requirement.category;
  return {
    content: turn.content,
    type: 'text',
    ...(turn.upsell ? { upsell: turn.upsell } : {}),
    metadata: metadataFor(ctx, turn, language),
    ...(resolved && category && category !== 'own_country'
      ? {
          resolvedInquiry: {
            nationality: resolved.nationalityCode,
            destination: resolved.destinationCode,
            category,
            ...(resolved.requirement.days ? { days: resolved.requirement.days } : {}),
          },
        }
      : {}),
  };
}

/** The assistant; the LLM, when configured, answers only what the engine has no rule for. */
export function createAssistant(options: { llm?: LlmClient } = {}) {
  return {
    respond: (input: AssistantInput): Promise<AssistantReply> => respond(input, options.llm),
  };
}
export type Assistant = ReturnType<typeof createAssistant>;
