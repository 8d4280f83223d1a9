import { CHAT, type Language } from '@common/constants';
import { HELD_DOCUMENTS } from '@common/contracts/visa-requirements';
import type { ReplyMetadata } from '@common/contracts/chat';
import type { CountryCode } from '@common/country-codes';
import { AppError } from '../../lib/app-error';
import { getCountry, resolveCountry } from '../countries/countries';
import { stayAndPassport } from '../visa-info/stay-and-passport';
import type { AssistantInput, AssistantReply } from './assistant-types';
import { actionTargets, messageTargets } from './flow/flow-machine';
import { contradictsRequirement } from './llm/fact-guard';
import type { LlmClient } from './llm/llm-types';
import { intentReply, type IntentReplyIntent } from './replies/intent-replies';
import { offerFor } from './replies/offers';
import { text } from '../../lib/texts';
import { replyLanguage } from './reply-language';
import { actionTurn } from './turns/action-turns';
import type { Context, Turn } from './turns/turn';
import { followUpTurn, withStayFit } from './turns/follow-up-turns';
import { transitTurn } from './turns/transit-turns';
import { contextStep, contextTurn, needsVisa, visaAnswer } from './turns/visa-turns';
import { classifyIntent, INTENTS, type Intent } from './understanding/classify-intent';
import { detectHeldDocuments } from './understanding/detect-held-documents';
import { asksWhichVisa, detectTravelPurposes } from './understanding/detect-travel-purposes';
import { detectTransit } from './understanding/detect-transit';
import { detectTripQuestion, statedStayDays } from './understanding/detect-trip-question';
import { extractTravelContext } from './understanding/extract-travel-context';
import {
  asksForRoutePlanner,
  mentionsSeveralCities,
} from './understanding/mentions-several-cities';
import { asksAQuestion, namedCities, type FindCity } from './understanding/named-cities';
import { keepingCities, plannedRouteTurn } from './turns/route-turns';
import { loadGeography } from '../geography/geography';

// One chat turn: a pure function of the message, the conversation state the client sends, the
// language and the knowledge. It writes nothing; the route records the blog entry.

/**
 * Intents with an answer of their own; a visa question or a plain statement is not one, and a
 * greeting only when nothing else was said.
 */
const NOT_SERVICE: readonly Intent[] = ['visa_requirements', 'greeting', 'unknown'];
const SERVICE_INTENTS: ReadonlySet<Intent> = new Set(
  INTENTS.filter((intent) => !NOT_SERVICE.includes(intent)),
);

function knownCountry(text: string): CountryCode | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === CHAT.unknownCountry.toLowerCase()) return;
  return resolveCountry(trimmed);
}

function countryName(code: CountryCode | undefined, language: Language): string | undefined {
  return code ? getCountry(code, language).name : undefined;
}

function serviceTurn(intent: IntentReplyIntent, ctx: Context, language: Language): Turn {
  // An itinerary needs the traveller's preferences first (product.md §3.3:
  // travel_purpose_required).
  if (intent === 'itinerary' && ctx.destination && ctx.nationality) {
    return {
      content: text(language, 'visa-flow:itineraryNeedsPurpose', {
        destination: getCountry(ctx.destination, language).name,
      }),
      step: 'travel_purpose_required',
    };
  }
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

/** A traveller who needs a visa asks which one, or says why they travel. */
function purposeTurn(message: string, ctx: Context, language: Language): Turn | undefined {
  if (!ctx.destination || !ctx.nationality) return undefined;
  if (!needsVisa(visaAnswer(ctx as Required<Context>, language))) return undefined;
  const destination = getCountry(ctx.destination, language).name;
  const purposes = detectTravelPurposes(message);
  if (purposes.length > 0) {
    const names = purposes.map((purpose) => text(language, `reply:purposes.${purpose}`)).join(', ');
    return {
      content: text(language, 'visa-flow:confirmPurposes', { purposes: names }),
      step: 'travel_purpose_selection',
      purposes,
    };
  }
  if (asksWhichVisa(message)) {
    return {
      content: text(language, 'visa-flow:askPurposes', { destination }),
      step: 'travel_purpose',
    };
  }
  return undefined;
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

type AssistantOptions = { llm?: LlmClient; findCity?: FindCity };

/** The geography's lookup, loaded at start by the app (and on first use in tests). */
const geographyFindCity: FindCity = (name, country) => loadGeography().findCity(name, country);

async function freeTextTurn(
  input: AssistantInput,
  previous: Context,
  language: Language,
  options: AssistantOptions,
): Promise<{ turn: Turn; ctx: Context }> {
  const held = detectHeldDocuments(input.message);
  const holds = HELD_DOCUMENTS.filter(
    (code) => held.holds.includes(code) || previous.holds?.includes(code),
  );
  // A connecting airport is not the destination: it is read apart and taken out first.
  const transit = detectTransit(held.rest);
  const extracted = extractTravelContext(transit?.rest ?? held.rest, previous);
  const ctx: Context = {
    ...(extracted.nationality ? { nationality: extracted.nationality } : {}),
    ...(extracted.destination ? { destination: extracted.destination } : {}),
    ...(holds.length > 0 ? { holds } : {}),
  };
  if (transit) return { turn: transitTurn(transit.via, ctx, language), ctx };
  const intent = classifyIntent(input.message);
  const changed =
    ctx.destination !== previous.destination || ctx.nationality !== previous.nationality;

  const named = ctx.destination
    ? namedCities(input.message, ctx.destination, options.findCity ?? geographyFindCity)
    : [];
  const planned = named.length >= 2 ? named : undefined;
  const question = detectTripQuestion(input.message);
  const settled = ctx.destination && ctx.nationality && !changed ? ctx.destination : undefined;
  // Cities named in the message, or kept from an earlier one: the route planner opens with them.
  if (settled && planned && !question && !asksAQuestion(input.message)) {
    return { turn: plannedRouteTurn(planned, { destination: settled }, language), ctx };
  }
  const kept = input.plannedCities;
  const wantsRoute = mentionsSeveralCities(input.message) || asksForRoutePlanner(input.message);
  if (settled && kept?.length && wantsRoute) {
    return { turn: plannedRouteTurn(kept, { destination: settled }, language), ctx };
  }
  // "Several cities": the multi-city question (product.md §3.3), once the trip's countries are
  // known.
  if (settled && mentionsSeveralCities(input.message)) {
    const destination = getCountry(settled, language).name;
    return {
      turn: {
        content: text(language, 'trip:multiCityQuestion', { destination }),
        step: 'multi_city_question',
      },
      ctx,
    };
  }
  const statedDays = statedStayDays(input.message);
  // A question about the trip on screen (how long, work, documents, fees…) is answered from its
  // visa answer, before any keyword of a service could take it elsewhere.
  if (question && ctx.destination && ctx.nationality && !changed) {
    const countries = ctx as Required<Context>;
    return { turn: followUpTurn(question, countries, language, statedDays), ctx };
  }
  if (SERVICE_INTENTS.has(intent)) {
    return { turn: serviceTurn(intent as IntentReplyIntent, ctx, language), ctx };
  }
  if (!changed) {
    const purpose = purposeTurn(input.message, ctx, language);
    if (purpose) return { turn: purpose, ctx };
  }
  if (intent === 'visa_requirements' || changed || held.holds.length > 0) {
    const turn = withStayFit(contextTurn(ctx, language), ctx, language, statedDays);
    // The countries come first; the cities named with them wait for the route planner.
    if (planned && ctx.nationality) return { turn: keepingCities(turn, planned, language), ctx };
    return {
      turn: planned ? { ...turn, plannedCities: planned.map((entry) => entry.city) } : turn,
      ctx,
    };
  }
  if (intent === 'greeting') return { turn: serviceTurn('greeting', ctx, language), ctx };
  if (!ctx.destination || !ctx.nationality) return { turn: contextTurn(ctx, language), ctx };

  // A question the engine has no rule for: the LLM when configured, with the visa facts.
  const step = contextStep(ctx, language);
  const llm = options.llm;
  if (llm) {
    const answer = await llm.answer({
      question: input.message,
      language,
      facts: visaFacts(ctx, language),
    });
    const requirement = visaAnswer(ctx as Required<Context>, language).requirement;
    // It may rephrase and advise; an answer that changes the requirement or the stay is dropped.
    if (answer && !contradictsRequirement(answer, requirement)) {
      // The category always comes from the visa knowledge, stated under the LLM's text.
      const colon = language === 'zh' ? '：' : ': ';
      const footer = `**${text(language, `reply:categories.${requirement.category}`)}**${colon}${requirement.summary}`;
      return { turn: { content: `${answer}\n\n${footer}`, step }, ctx };
    }
  }
  return { turn: serviceTurn('help', ctx, language), ctx };
}

function checkedActionTurn(input: AssistantInput, ctx: Context, language: Language): Turn {
  const action = input.action;
  if (!action) throw new Error('checkedActionTurn needs an action');
  if (input.flowStep !== undefined && input.flowStep !== action.flowStep) {
    throw new AppError(
      400,
      `Action step '${action.flowStep}' does not match the conversation's step '${input.flowStep}'`,
    );
  }
  const allowed = actionTargets(action.flowStep, action.type);
  if (allowed.length === 0) {
    throw new AppError(
      400,
      `Action '${action.type}' is not available at step '${action.flowStep}'`,
    );
  }
  const turn = actionTurn(input, ctx, language);
  if (!allowed.includes(turn.step)) {
    throw new Error(`the flow table does not allow ${action.flowStep} → ${turn.step}`);
  }
  return turn;
}

function metadataFor(ctx: Context, turn: Turn, language: Language): ReplyMetadata {
  const requirement = turn.resolved?.requirement;
  return {
    ...(ctx.nationality
      ? { nationality: getCountry(ctx.nationality, 'en').name, nationalityCode: ctx.nationality }
      : {}),
    ...(ctx.destination
      ? { destination: getCountry(ctx.destination, 'en').name, destinationCode: ctx.destination }
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
    ...(turn.visaQuestionnaire ? { visaQuestionnaire: turn.visaQuestionnaire } : {}),
    ...(turn.visaRecommendation ? { visaRecommendation: turn.visaRecommendation } : {}),
    ...(turn.orderReference ? { orderReference: turn.orderReference } : {}),
    ...(turn.tripService ? { tripService: turn.tripService } : {}),
    ...(turn.trip ? { trip: turn.trip } : {}),
    ...(turn.travelPreferences ? { travelPreferences: turn.travelPreferences } : {}),
    ...(turn.booking ? { booking: turn.booking } : {}),
    ...(turn.plannedCities ? { plannedCities: [...turn.plannedCities] } : {}),
    ...(ctx.holds?.length ? { holds: [...ctx.holds] } : {}),
    flowStep: turn.step,
    language,
  };
}

async function respond(input: AssistantInput, options: AssistantOptions): Promise<AssistantReply> {
  const language = replyLanguage(input);
  const previous: Context = {};
  const nationality = knownCountry(input.nationality);
  const destination = knownCountry(input.destination);
  if (nationality) previous.nationality = nationality;
  if (destination) previous.destination = destination;
  if (input.holds?.length) previous.holds = input.holds;

  let ctx = previous;
  let turn: Turn;
  if (input.action) {
    turn = checkedActionTurn(input, ctx, language);
  } else {
    ({ turn, ctx } = await freeTextTurn(input, previous, language, options));
    if (!messageTargets(input.flowStep).includes(turn.step)) {
      throw new Error(`the flow table does not allow a message to lead to ${turn.step}`);
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
export function createAssistant(options: AssistantOptions = {}) {
  return {
    respond: (input: AssistantInput): Promise<AssistantReply> => respond(input, options),
  };
}
export type Assistant = ReturnType<typeof createAssistant>;
