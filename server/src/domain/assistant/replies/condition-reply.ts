import type { Language } from '@common/constants';
import type { GetVisaRequirementsResponse } from '@common/contracts/visa-requirements';
import { VISA_REPLY_MARKERS } from '@common/visa-reply-markers';

// The lines a visa reply gains from the destination's exemptions for holders of other
// countries' visas: what the traveller would need without the document they hold, or, when
// they named none, the exemption that would spare them the visa.

const TEXTS = {
  withoutIt: {
    en: (summary: string) => `**Without that document**: ${summary}`,
    es: (summary: string) => `**Sin ese documento**: ${summary}`,
    zh: (summary: string) => `**若没有该证件**：${summary}`,
  },
  ifYouHold: {
    en: (summary: string) => `**If you hold another country's visa**: ${summary}`,
    es: (summary: string) => `**Si tiene el visado de otro país**: ${summary}`,
    zh: (summary: string) => `**如持有其他国家的签证**：${summary}`,
  },
} satisfies Record<string, Record<Language, (summary: string) => string>>;

/** The exemption line of a visa answer, if it has one. */
export function conditionLine(
  answer: GetVisaRequirementsResponse,
  language: Language,
): string | undefined {
  if (answer.defaultRequirement) {
    return TEXTS.withoutIt[language](answer.defaultRequirement.summary);
  }
  const best = answer.conditions?.[0];
  return best ? TEXTS.ifYouHold[language](best.summary) : undefined;
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
