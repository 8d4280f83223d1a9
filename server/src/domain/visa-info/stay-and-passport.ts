import type { Language } from '@common/constants';
import type { CountryCode } from '@common/country-codes';
import { detailedVisaData } from './detailed-destinations';
import { checkedEntryRule } from '../visa/entry-rules/entry-rules';
import { GENERIC_PASSPORT_RULE } from './generic-visa-info';
import { passportRuleText } from './entry-rule-texts';
import { tr } from './localized';
import type { VisaRequirement } from './requirement';

// The two facts a traveller checks first, stated on their own in the chat's visa reply: how long
// they may stay and how long their passport must still be valid.

export type StayAndPassport = { allowedStay: string; passportValidity: string };

const FREEDOM_STAY = tr(
  'No time limit: you may live, work or study there (stays over 3 months may need local registration).',
  'Sin límite de tiempo: puede vivir, trabajar o estudiar allí (las estancias de más de 3 meses pueden requerir registro local).',
  '无时间限制：可在当地居住、工作或学习（停留超过 3 个月可能需在当地登记）。',
);
const NO_ADMISSION_STAY = tr(
  'Entry is not permitted.',
  'No se permite la entrada.',
  '不允许入境。',
);
const SET_BY_VISA = tr(
  'As granted on your visa or authorisation; check the dates printed on it.',
  'La que conceda su visado o autorización; compruebe las fechas que figuran en él.',
  '以签证或授权上注明的期限为准，请核对其上的日期。',
);
const ID_CARD_RULE = tr(
  'A valid passport or national ID card for the whole stay.',
  'Pasaporte o documento nacional de identidad válidos durante toda la estancia.',
  '整个停留期间有效的护照或身份证。',
);

function upToDays(days: number, lang: Language): string {
  return tr(`Up to ${days} days.`, `Hasta ${days} días.`, `最长 ${days} 天。`)[lang];
}

/** The allowed stay and the passport rule for this traveller, in `lang`. */
export function stayAndPassport(
  destination: CountryCode,
  requirement: VisaRequirement,
  lang: Language,
): StayAndPassport {
  const data = detailedVisaData(destination);
  // An authored destination's own text, otherwise its checked entry rule, otherwise the general rule.
  const rule = checkedEntryRule(destination);
  const passportValidity =
    data?.passportValidity[lang] ??
    (rule ? passportRuleText(rule, lang) : GENERIC_PASSPORT_RULE[lang]);
  switch (requirement.category) {
    case 'freedom_of_movement':
      return { allowedStay: FREEDOM_STAY[lang], passportValidity: ID_CARD_RULE[lang] };
    case 'no_admission':
      return { allowedStay: NO_ADMISSION_STAY[lang], passportValidity };
    case 'e_visa':
    case 'visa_required':
      return { allowedStay: SET_BY_VISA[lang], passportValidity };
    default: {
      // The policy's days are this nationality's; the destination's text explains its rule.
      const days = requirement.days === undefined ? undefined : upToDays(requirement.days, lang);
      const detail = data?.maxStay[lang];
      // Chinese text wraps the detail in full-width brackets, with no space after its 。.
      const bracketed = detail && (lang === 'zh' ? `（${detail}）` : `(${detail})`);
      const allowedStay =
        [days, bracketed].filter(Boolean).join(lang === 'zh' ? '' : ' ') || SET_BY_VISA[lang];
      return { allowedStay, passportValidity };
    }
  }
}
