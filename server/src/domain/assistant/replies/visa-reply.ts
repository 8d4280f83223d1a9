import type { Language } from '@common/constants';
import type { VisaOption } from '@common/contracts/visa-info';
import type { GetVisaRequirementsResponse } from '@common/contracts/visa-requirements';
import type { TravelPurpose } from '@common/travel-purpose';
import { highlightVisaOptions } from '@common/visa-highlighting';
import { VISA_REPLY_MARKERS, visaReplyTitle } from '@common/visa-reply-markers';
import { getCountry } from '../../countries/countries';
import { stayAndPassport } from '../../visa-info/stay-and-passport';
import { text } from '../../../lib/texts';

// The chat's visa answer as markdown under the ten fixed headings of common/visa-reply-markers
// (the client recognises a visa reply by them). Everything in it comes from the visa knowledge;
// nothing from the traveller's message.

export type VisaReplyInput = {
  answer: GetVisaRequirementsResponse;
  language: Language;
  /** When given, the visa options are narrowed to those that fit (product.md §3.5). */
  purposes?: readonly TravelPurpose[];
};

function section(heading: string, body: string): string {
  return `### ${heading}\n${body}`;
}

function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

function optionLines(options: readonly VisaOption[], language: Language): string {
  const colon = language === 'zh' ? '：' : ': ';
  return options
    .map(
      (option) =>
        `- **${option.name}**${colon}${option.description}\n  ${text(language, 'reply:optionField', { fee: option.fee, processing: option.processingTime, validity: option.validityPeriod })}`,
    )
    .join('\n');
}

function optionsSection(input: VisaReplyInput): string {
  const { answer, language, purposes } = input;
  if (answer.visaOptions.length === 0) return text(language, 'reply:noVisaOptions');
  if (!purposes || purposes.length === 0) return optionLines(answer.visaOptions, language);
  const names = purposes.map((purpose) => text(language, `reply:purposes.${purpose}`)).join(', ');
  // The highlighting rules speak English country names ('United States').
  const destination = getCountry(answer.destinationCode, 'en').name;
  const fitting = highlightVisaOptions(answer.visaOptions, {
    destination,
    purposes: [...purposes],
  });
  if (fitting.length === 0) {
    return `${text(language, 'reply:noOptionForPurposes', { purposes: names })}\n${optionLines(answer.visaOptions, language)}`;
  }
  return `${text(language, 'reply:forPurposes', { purposes: names })}\n${optionLines(fitting, language)}`;
}

function linksSection(answer: GetVisaRequirementsResponse, language: Language): string {
  const links: string[] = [];
  const { eVisa, embassyInfo, additionalInfo } = answer.officialLinks;
  if (eVisa) links.push(`[${text(language, 'reply:links.eVisa')}](${eVisa})`);
  if (embassyInfo) links.push(`[${text(language, 'reply:links.embassyInfo')}](${embassyInfo})`);
  if (additionalInfo)
    links.push(`[${text(language, 'reply:links.additionalInfo')}](${additionalInfo})`);
  for (const source of answer.sources) {
    if (source.startsWith('https://') && !links.some((link) => link.includes(`(${source})`))) {
      links.push(`[${text(language, 'reply:links.source')}](${source})`);
    }
  }
  return links.length > 0 ? bullets(links) : text(language, 'reply:noLinks');
}

/** The visa reply, without the closing question that depends on the next step. */
export function composeVisaReply(input: VisaReplyInput): string {
  const { answer, language } = input;
  const markers = VISA_REPLY_MARKERS[language];
  const { category } = answer.requirement;
  const passport = getCountry(answer.nationalityCode, language);
  // English reads best with the demonym ('Indian'); Spanish and Chinese with the name.
  const passportName = language === 'en' ? passport.demonym : passport.name;
  const title = `## ${visaReplyTitle(language, answer.country)}\n${text(language, 'reply:passportLine', { passport: passportName })}`;
  const colon = language === 'zh' ? '：' : ': ';
  const requirement = `**${text(language, `reply:categories.${category}`)}**${colon}${answer.requirement.summary}`;
  const lastVerified = section(
    markers.lastVerified,
    text(language, 'reply:verifiedOn', { date: answer.lastVerified }),
  );

  if (category === 'own_country') {
    return [
      title,
      section(
        markers.entryRequirement,
        text(language, 'reply:ownCountry', { destination: answer.country }),
      ),
    ].join('\n\n');
  }
  const rules = stayAndPassport(
    answer.destinationCode,
    { category, days: answer.requirement.days },
    language,
  );
  if (category === 'no_admission') {
    return [
      title,
      section(markers.entryRequirement, requirement),
      section(markers.allowedStay, rules.allowedStay),
      section(markers.officialLinks, linksSection(answer, language)),
      lastVerified,
    ].join('\n\n');
  }

  // The stay and passport rules have their own headings, so their notes are not repeated.
  const notes = answer.importantNotes.filter(
    (note) =>
      note.description !== rules.passportValidity && !rules.allowedStay.includes(note.description),
  );
  const parts = [
    title,
    section(markers.entryRequirement, requirement),
    section(markers.allowedStay, rules.allowedStay),
    section(markers.passportValidity, rules.passportValidity),
    section(markers.visaOptions, optionsSection(input)),
  ];
  if (answer.documentRequirements.length > 0) {
    // The passport rule leads the list; named, it reads as a document and not a stray phrase.
    const documents = answer.documentRequirements.map((text) =>
      text === rules.passportValidity ? `**${markers.passportValidity}**${colon}${text}` : text,
    );
    parts.push(section(markers.requiredDocuments, bullets(documents)));
  }
  if (answer.applicationProcess.length > 0) {
    const steps = answer.applicationProcess.map(
      (step) => `${step.step}. **${step.title}**${colon}${step.description}`,
    );
    parts.push(section(markers.applicationProcess, steps.join('\n')));
  }
  if (notes.length > 0) {
    parts.push(
      section(
        markers.importantNotes,
        bullets(notes.map((note) => `**${note.title}**${colon}${note.description}`)),
      ),
    );
  }
  parts.push(section(markers.officialLinks, linksSection(answer, language)), lastVerified);
  return parts.join('\n\n');
}
