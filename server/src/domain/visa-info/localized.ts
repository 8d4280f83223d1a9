import type { Language } from '@common/constants';

// Visa texts are authored once per destination with every language side by side, so a fact
// (a fee, a number of days) is changed in one place for all three.

/** One text in every supported language. */
export type Localized = Readonly<Record<Language, string>>;

export function tr(en: string, es: string, zh: string): Localized {
  return { en, es, zh };
}

/** Language-neutral text: fees with their currency code, official names such as 'ESTA'. */
export function same(text: string): Localized {
  return { en: text, es: text, zh: text };
}

export function upToYears(count: number): Localized {
  return count === 1
    ? tr('Up to 1 year', 'Hasta 1 año', '最长 1 年')
    : tr(`Up to ${count} years`, `Hasta ${count} años`, `最长 ${count} 年`);
}

export function workingDays(from: number, to: number): Localized {
  return from === to
    ? tr(`${from} working days`, `${from} días hábiles`, `${from} 个工作日`)
    : tr(`${from}–${to} working days`, `${from}–${to} días hábiles`, `${from}–${to} 个工作日`);
}

/** Common short phrases, so the same idea reads the same in every destination. */
export const PHRASES = {
  feeByNationality: tr(
    'Varies by nationality; see the official fee table',
    'Varía según la nacionalidad; consulte la tabla oficial de tasas',
    '因国籍而异，请查看官方收费表',
  ),
  feeByCategory: tr(
    'Varies by visa category; see the official fee list',
    'Varía según la categoría de visado; consulte la lista oficial de tasas',
    '因签证类别而异，请查看官方收费表',
  ),
  free: tr('Free', 'Gratuito', '免费'),
  durationOfStudies: tr(
    'Duration of the study programme',
    'Duración del programa de estudios',
    '学习项目期间',
  ),
  durationOfContract: tr(
    'Duration of the job contract (renewable)',
    'Duración del contrato de trabajo (renovable)',
    '劳动合同期间（可续签）',
  ),
  variesByConsulate: tr(
    'Varies by consulate; apply early',
    'Varía según el consulado; solicítelo con antelación',
    '因领事馆而异，请尽早申请',
  ),
} as const;
