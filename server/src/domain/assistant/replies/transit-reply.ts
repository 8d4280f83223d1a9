// The chat's transit answer: airside, landside, exemptions and sources, in en, es and zh.
import type { Language } from '@common/constants';
import { the } from '../../visa-answer/requirement-summary';
import type { TransitAnswer } from '../../visa/transit/answer-transit-question';

export const TRANSIT_REPLY_TEXTS = {
  title: {
    en: (via: string) => `### Transit in ${the(via)}`,
    es: (via: string) => `### Escala en ${via}`,
    zh: (via: string) => `### 在${via}转机`,
  },
  airside: { en: 'Staying airside', es: 'Sin salir del aeropuerto', zh: '不出机场' },
  landside: { en: 'Leaving the airport', es: 'Saliendo del aeropuerto', zh: '出机场' },
  exemptions: { en: 'Exemptions', es: 'Excepciones', zh: '豁免' },
  sources: {
    en: (date: string) => `Sources (checked ${date})`,
    es: (date: string) => `Fuentes (revisadas el ${date})`,
    zh: (date: string) => `来源（核实日期：${date}）`,
  },
  askNationality: {
    en: (via: string) =>
      `To check whether you need a transit visa in ${the(via)}, **which passport do you hold?**`,
    es: (via: string) =>
      `Para saber si necesita un visado de tránsito en ${via}, **¿de qué país es su pasaporte?**`,
    zh: (via: string) => `为了确认您在${via}转机是否需要过境签证，**请问您持哪国护照？**`,
  },
} as const;

/** The transit answer as markdown. */
export function composeTransitReply(answer: TransitAnswer, language: Language): string {
  const t = TRANSIT_REPLY_TEXTS;
  const colon = language === 'zh' ? '：' : ': ';
  const lines = [
    t.title[language](answer.via),
    answer.summary,
    `- **${t.airside[language]}**${colon}${answer.airside.summary}`,
    ...(answer.landside ? [`- **${t.landside[language]}**${colon}${answer.landside.summary}`] : []),
  ];
  if (answer.exemptions.length > 0) {
    lines.push('', `**${t.exemptions[language]}**${colon}${answer.exemptions.join(' ')}`);
  }
  if (answer.sources.length > 0) {
    lines.push(
      '',
      `${t.sources[language](answer.lastVerified)}${colon}${answer.sources.join(', ')}`,
    );
  }
  return lines.join('\n');
}
