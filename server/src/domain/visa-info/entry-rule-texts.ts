import type { Language } from '@common/constants';
import type { EntryRule, PassportValidity } from '../visa/entry-rules/schema';
import { tr, type Localized } from './localized';

// The destination's entry rules as sentences: the passport rule (validity, issue date, blank
// pages) and the yellow-fever rule. Where the traveller comes from is not known here, so the
// yellow-fever rule says which arrivals it concerns rather than guessing from the nationality.

function period({ months, days }: { months?: number; days?: number }): Localized {
  if (months !== undefined) {
    return months === 1
      ? tr('1 month', '1 mes', '1 个月')
      : tr(`${months} months`, `${months} meses`, `${months} 个月`);
  }
  return tr(`${days} days`, `${days} días`, `${days} 天`);
}

function validityText(validity: PassportValidity, lang: Language): string {
  switch (validity.kind) {
    case 'duration_of_stay':
      return tr(
        'Passport valid for the whole stay',
        'Pasaporte válido durante toda la estancia',
        '护照在整个停留期间有效',
      )[lang];
    case 'beyond_departure': {
      const p = period(validity)[lang];
      return tr(
        `Passport valid at least ${p} after the day you leave`,
        `Pasaporte válido al menos ${p} después del día de salida`,
        `护照有效期须超出离境日至少 ${p}`,
      )[lang];
    }
    case 'at_entry': {
      const p = period(validity)[lang];
      return tr(
        `Passport valid at least ${p} from the day you arrive`,
        `Pasaporte válido al menos ${p} a partir del día de llegada`,
        `护照自入境之日起至少还有 ${p} 有效期`,
      )[lang];
    }
  }
}

/** One sentence: validity, issue date and blank pages. */
export function passportRuleText(rule: EntryRule, lang: Language): string {
  const parts = [validityText(rule.passportValidity, lang)];
  if (rule.issuedWithinYears !== undefined) {
    const y = rule.issuedWithinYears;
    parts.push(
      tr(
        `issued within the last ${y} years`,
        `expedido en los últimos ${y} años`,
        `且签发时间不超过 ${y} 年`,
      )[lang],
    );
  }
  if (rule.blankPages !== undefined) {
    const n = rule.blankPages;
    parts.push(
      tr(
        n === 1 ? 'with 1 blank page' : `with ${n} blank pages`,
        n === 1 ? 'con 1 página en blanco' : `con ${n} páginas en blanco`,
        `并有 ${n} 页空白页`,
      )[lang],
    );
  }
  return lang === 'zh' ? `${parts.join('，')}。` : `${parts.join(', ')}.`;
}

const YELLOW_FEVER_ALL = tr(
  'A yellow fever vaccination certificate is required of every arriving traveller (from 9 months of age).',
  'Se exige a todos los viajeros que llegan (desde los 9 meses de edad) el certificado de vacunación contra la fiebre amarilla.',
  '所有入境旅客（9 个月以上）均须出示黄热病疫苗接种证书。',
);
const YELLOW_FEVER_FROM_RISK = tr(
  'A yellow fever vaccination certificate is required if you arrive from, or transit more than 12 hours through, a country with risk of yellow fever transmission (WHO list).',
  'Se exige el certificado de vacunación contra la fiebre amarilla si llega desde un país con riesgo de transmisión de la fiebre amarilla (lista de la OMS) o hace escala de más de 12 horas en él.',
  '如您从有黄热病传播风险的国家（世卫组织名单）入境，或在该类国家转机超过 12 小时，须出示黄热病疫苗接种证书。',
);
const YELLOW_FEVER_NONE = tr(
  'No yellow fever vaccination certificate is required for entry.',
  'No se exige certificado de vacunación contra la fiebre amarilla para entrar.',
  '入境无需黄热病疫苗接种证书。',
);

/** One sentence on the yellow-fever certificate. */
export function healthRuleText(rule: EntryRule, lang: Language): string {
  const text = {
    all_travellers: YELLOW_FEVER_ALL,
    arriving_from_risk: YELLOW_FEVER_FROM_RISK,
    not_required: YELLOW_FEVER_NONE,
  }[rule.yellowFever.kind];
  return text[lang];
}
