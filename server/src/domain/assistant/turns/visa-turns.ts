import type { Language } from '@common/constants';
import type { FlowStep } from '@common/chat-flow';
import type { Upsell } from '@common/contracts/chat';
import type { GetVisaRequirementsResponse } from '@common/contracts/visa-requirements';
import type { TravelPurpose } from '@common/travel-purpose';
import { getCountry } from '../../countries/countries';
import { answerVisaQuestion } from '../../visa-answer/answer-visa-question';
import { offerFor, VISA_OFFER_TYPES } from '../replies/offers';
import { text } from '../../../lib/texts';
import { withConditionLine } from '../replies/condition-reply';
import { composeVisaReply } from '../replies/visa-reply';
import type { Context, Turn } from './turn';

// The visa answer and the questions that lead to it.

export function visaAnswer(
  ctx: Required<Context>,
  language: Language,
): GetVisaRequirementsResponse {
  return answerVisaQuestion({
    nationality: ctx.nationality,
    destination: ctx.destination,
    lang: language,
    holds: ctx.holds,
  });
}

export function needsVisa(answer: GetVisaRequirementsResponse): boolean {
  const { category } = answer.requirement;
  return category === 'e_visa' || category === 'visa_required';
}

/** Where the conversation stands once both countries are known. */
export function stepAfterVisaAnswer(answer: GetVisaRequirementsResponse): FlowStep {
  if (needsVisa(answer)) return 'travel_purpose_question';
  return answer.requirement.category === 'no_admission' ? 'visa_answer' : 'visa_free_booking';
}

/** The step the conversation is in, from what it knows. */
export function contextStep(ctx: Context, language: Language): FlowStep {
  if (!ctx.destination) return 'destination_collection';
  if (!ctx.nationality) return 'nationality_collection';
  return stepAfterVisaAnswer(visaAnswer(ctx as Required<Context>, language));
}

export function documentOffers(language: Language, step: FlowStep, id: string): Upsell {
  return {
    id,
    offers: VISA_OFFER_TYPES.map((type) => offerFor(type, language)),
    flowStep: step,
  };
}

// Composed replies are pure functions of the (cached) answer, the language and the purposes.
const visaReplyCache = new WeakMap<GetVisaRequirementsResponse, Map<string, string>>();

function closingFor(answer: GetVisaRequirementsResponse, purposes: boolean, language: Language) {
  if (answer.requirement.category === 'own_country') return text(language, 'reply:nextVisaFree');
  if (purposes) return text(language, 'visa-flow:offerQuestionnaire');
  const step = stepAfterVisaAnswer(answer);
  if (step === 'travel_purpose_question') return text(language, 'reply:nextVisaNeeded');
  if (step === 'visa_free_booking') return text(language, 'reply:nextVisaFree');
  return text(language, 'reply:noAdmissionNext');
}

/**
 * The visa answer. With purposes (confirmed by the traveller) its options are narrowed to them
 * and it offers the questionnaire (visa_confirmation).
 */
export function visaTurn(
  ctx: Required<Context>,
  language: Language,
  purposes?: readonly TravelPurpose[],
): Turn {
  const answer = visaAnswer(ctx, language);
  const step: FlowStep = purposes ? 'visa_confirmation' : stepAfterVisaAnswer(answer);
  const key = `${language}|${purposes?.join(',') ?? '-'}`;
  let byKey = visaReplyCache.get(answer);
  let content = byKey?.get(key);
  if (content === undefined) {
    const body = withConditionLine(
      composeVisaReply({ answer, language, ...(purposes ? { purposes } : {}) }),
      answer,
      language,
    );
    content = `${body}\n\n${closingFor(answer, purposes !== undefined, language)}`;
    if (!byKey) visaReplyCache.set(answer, (byKey = new Map()));
    byKey.set(key, content);
  }
  const { category } = answer.requirement;
  const offers = category !== 'own_country' && category !== 'no_admission';
  return {
    content,
    step,
    ...(offers
      ? {
          upsell: documentOffers(
            language,
            step,
            `visa-${answer.nationalityCode}-${answer.destinationCode}`,
          ),
        }
      : {}),
    ...(purposes ? { purposes } : {}),
    resolved: answer,
  };
}

/** Asks for what is missing, or answers the visa question when nothing is. */
export function contextTurn(ctx: Context, language: Language): Turn {
  if (!ctx.destination) {
    return { content: text(language, 'reply:askDestination'), step: 'destination_collection' };
  }
  if (!ctx.nationality) {
    const destination = getCountry(ctx.destination, language).name;
    return {
      content: text(language, 'reply:askNationality', { destination }),
      step: 'nationality_collection',
    };
  }
  return visaTurn(ctx as Required<Context>, language);
}
