// The chat's transit answer: airside, landside, exemptions and sources, in en, es and zh
// (server/src/locales/<language>/transit.json).
import type { Language } from '@common/constants';
import { text } from '../../../lib/texts';
import type { TransitAnswer } from '../../visa/transit/answer-transit-question';

/** The transit answer as markdown. */
export function composeTransitReply(answer: TransitAnswer, language: Language): string {
  const colon = language === 'zh' ? '：' : ': ';
  const lines = [
    text(language, 'transit:reply.title', { via: answer.via }),
    answer.summary,
    `- **${text(language, 'transit:reply.airside')}**${colon}${answer.airside.summary}`,
    ...(answer.landside
      ? [`- **${text(language, 'transit:reply.landside')}**${colon}${answer.landside.summary}`]
      : []),
  ];
  if (answer.exemptions.length > 0) {
    lines.push(
      '',
      `**${text(language, 'transit:reply.exemptions')}**${colon}${answer.exemptions.join(' ')}`,
    );
  }
  if (answer.sources.length > 0) {
    lines.push(
      '',
      `${text(language, 'transit:reply.sources', { date: answer.lastVerified })}${colon}${answer.sources.join(', ')}`,
    );
  }
  return lines.join('\n');
}
