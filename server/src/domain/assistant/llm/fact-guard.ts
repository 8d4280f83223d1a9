import type { VisaRequirementAnswer } from '@common/contracts/visa-requirements';
import { plainText } from '../understanding/plain-text';

// The LLM may rephrase and add general advice; it may not change a fact of the visa answer.
// An answer that states another requirement or another allowed stay is not shown.

const SAYS_NO_VISA =
  /\b(do not|don't|dont|won't|will not) need (a |any )?visa|\bvisa[- ]free\b|\bwithout (a )?visa\b|\bno visa (is )?(needed|required)|\bno (necesita|hace falta|requiere) (un |ningun )?visado|\bsin visado\b|\bexento de visado/;
const HAN_NO_VISA = /免签|无需签证|不需要签证|不用签证/;
const SAYS_VISA =
  /\byou (will |would )?(need|must get|must obtain|have to get|have to apply for) (to apply for )?a visa\b|\ba visa is (needed|required)\b|\b(usted )?necesita (solicitar )?un visado\b|\bes necesario (un |el )?visado/;
const HAN_VISA = /(您|你)?(需要|必须)(申请|办理)?签证/;
// "stay up to 30 days", "estancia de 90 días", "停留30天": a number of days said of the stay.
const STAY_DAYS =
  /\b(stay|stays|remain|visit|estancia|quedarse|permanecer)\b[^.!?]{0,40}?\b(\d{1,3}) (days|dias)\b|\b(\d{1,3}) (days|dias)\b[^.!?]{0,20}?\b(stay|visa[- ]free|sin visado|de estancia)\b/g;
const HAN_STAY_DAYS =
  /(停留|逗留|免签)[^。！？]{0,12}?(\d{1,3})\s*天|(\d{1,3})\s*天[^。！？]{0,6}?(停留|免签)/g;

function needsVisa(category: VisaRequirementAnswer['category']): boolean {
  return category === 'visa_required' || category === 'e_visa';
}

function entersWithoutVisa(category: VisaRequirementAnswer['category']): boolean {
  return category === 'visa_free' || category === 'freedom_of_movement';
}

function statedStays(text: string): number[] {
  const latin = [...plainText(text).matchAll(STAY_DAYS)].map((m) => Number(m[2] ?? m[4]));
  const han = [...text.matchAll(HAN_STAY_DAYS)].map((m) => Number(m[2] ?? m[3]));
  return [...latin, ...han].filter((days) => Number.isFinite(days));
}

/** Whether an LLM answer contradicts the requirement the visa answer states. */
export function contradictsRequirement(
  answer: string,
  requirement: VisaRequirementAnswer,
): boolean {
  const words = plainText(answer);
  const saysNoVisa = SAYS_NO_VISA.test(words) || HAN_NO_VISA.test(answer);
  const saysVisa = SAYS_VISA.test(words) || (!saysNoVisa && HAN_VISA.test(answer));
  if (needsVisa(requirement.category) && saysNoVisa) return true;
  if (entersWithoutVisa(requirement.category) && saysVisa) return true;
  if (requirement.days !== undefined) {
    return statedStays(answer).some((days) => days !== requirement.days);
  }
  return false;
}
