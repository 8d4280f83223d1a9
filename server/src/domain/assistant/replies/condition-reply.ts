import type { Language } from '@common/constants';
import type { GetVisaRequirementsResponse } from '@common/contracts/visa-requirements';
import { VISA_REPLY_MARKERS } from '@common/visa-reply-markers';
import { text } from '../../../lib/texts';

// The lines a visa reply gains from the destination's exemptions for holders of other
// countries' visas: what the traveller would need without the document they hold, or, when
// they named none, the exemption that would spare them the visa. The sentences are in
// server/src/locales/<language>/reply.json.

/** The exemption line of a visa answer, if it has one. */
export function conditionLine(
  answer: GetVisaRequirementsResponse,
  language: Language,
): string | undefined {
  if (answer.defaultRequirement) {
    return text(language, 'reply:condition.withoutIt', {
      summary: answer.defaultRequirement.summary,
    });
  }
  const best = answer.conditions?.[0];
  return best ? text(language, 'reply:condition.ifYouHold', { summary: best.summary }) : undefined;
}

/** The visa reply with the exemption line under its entry requirement. */
export function withConditionLine(
  reply: string,
  answer: GetVisaRequirementsResponse,
  language: Language,
): string {
  const line = conditionLine(answer, language);
  if (!line) return reply;
  const next = `\n\n### ${VISA_REPLY_MARKERS[language].allowedStay}`;
  const at = reply.indexOf(next);
  return at < 0 ? `${reply}\n\n${line}` : `${reply.slice(0, at)}\n\n${line}${reply.slice(at)}`;
}
