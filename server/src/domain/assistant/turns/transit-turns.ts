import type { Language } from '@common/constants';
import type { CountryCode } from '@common/country-codes';
import { getCountry } from '../../countries/countries';
import { buildTransitAnswer } from '../../visa/transit/answer-transit-question';
import { text } from '../../../lib/texts';
import { composeTransitReply } from '../replies/transit-reply';
import type { Context, Turn } from './turn';
import { contextStep } from './visa-turns';

/**
 * The answer to "I have a layover in …": the transit rule once the passport is known, or the
 * question for it. The conversation stays at the step its countries put it in.
 */
export function transitTurn(via: CountryCode, ctx: Context, language: Language): Turn {
  const step = contextStep(ctx, language);
  if (!ctx.nationality) {
    const name = getCountry(via, language).name;
    return { content: text(language, 'transit:reply.askNationality', { via: name }), step };
  }
  const destination = ctx.destination === via ? undefined : ctx.destination;
  const answer = buildTransitAnswer(ctx.nationality, via, destination, language);
  return { content: composeTransitReply(answer, language), step };
}
