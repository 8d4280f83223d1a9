import type { Language } from '@common/constants';
import { stayAndPassport } from '../../visa-info/stay-and-passport';
import { followUpAnswer, stayFit, type TripFacts } from '../replies/follow-up-texts';
import type { TripQuestion } from '../understanding/detect-trip-question';
import type { Context, Turn } from './turn';
import { stepAfterVisaAnswer, visaAnswer } from './visa-turns';

// Follow-up questions about the trip on screen, answered from its visa answer; the
// conversation stays where it was.

function tripFacts(ctx: Required<Context>, language: Language, statedDays?: number): TripFacts {
  const answer = visaAnswer(ctx, language);
  const { category, days, summary } = answer.requirement;
  const rules =
    category === 'own_country'
      ? { allowedStay: summary, passportValidity: summary }
      : stayAndPassport(answer.destinationCode, { category, days }, language);
  const link = answer.officialLinks.eVisa ?? answer.officialLinks.embassyInfo;
  return {
    destination: answer.country,
    nationality: answer.nationality,
    category,
    ...(days !== undefined ? { days } : {}),
    summary,
    allowedStay: rules.allowedStay,
    passportValidity: rules.passportValidity,
    options: answer.visaOptions,
    documents: answer.documentRequirements,
    steps: answer.applicationProcess,
    ...(link ? { link } : {}),
    ...(statedDays !== undefined ? { statedDays } : {}),
  };
}

/** The answer to a follow-up question about the current trip. */
export function followUpTurn(
  question: TripQuestion,
  ctx: Required<Context>,
  language: Language,
  statedDays: number | undefined,
): Turn {
  const facts = tripFacts(ctx, language, statedDays);
  return {
    content: followUpAnswer(question, facts, language),
    step: stepAfterVisaAnswer(visaAnswer(ctx, language)),
  };
}

/** A visa answer given with a stated length of stay says whether that stay fits. */
export function withStayFit(
  turn: Turn,
  ctx: Context,
  language: Language,
  statedDays: number | undefined,
): Turn {
  if (statedDays === undefined || !ctx.destination || !ctx.nationality || !turn.resolved) {
    return turn;
  }
  const fit = stayFit(tripFacts(ctx as Required<Context>, language, statedDays), language);
  return fit ? { ...turn, content: `${turn.content}\n\n${fit}` } : turn;
}
