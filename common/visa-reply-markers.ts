import type { Language } from './constants';

// The ten fixed headings of a visa-content reply (product.md §3.2: a reply with at least 3 of them
// is visa content, and a later one replaces an earlier one in the chat). The server writes them;
// the client recognises them. The first is the title, followed by the destination's name.

export const VISA_REPLY_MARKER_KEYS = [
  'title',
  'entryRequirement',
  'allowedStay',
  'passportValidity',
  'visaOptions',
  'requiredDocuments',
  'applicationProcess',
  'importantNotes',
  'officialLinks',
  'lastVerified',
] as const;
export type VisaReplyMarkerKey = (typeof VISA_REPLY_MARKER_KEYS)[number];

export const VISA_REPLY_MARKERS: Record<Language, Record<VisaReplyMarkerKey, string>> = {
  en: {
    title: 'Visa Requirements for',
    entryRequirement: 'Entry Requirement',
    allowedStay: 'Allowed Stay',
    passportValidity: 'Passport Validity',
    visaOptions: 'Visa Options',
    requiredDocuments: 'Required Documents',
    applicationProcess: 'Application Process',
    importantNotes: 'Important Notes',
    officialLinks: 'Official Links',
    lastVerified: 'Last Verified',
  },
  es: {
    title: 'Requisitos de visado para',
    entryRequirement: 'Requisito de entrada',
    allowedStay: 'Estancia permitida',
    passportValidity: 'Validez del pasaporte',
    visaOptions: 'Opciones de visado',
    requiredDocuments: 'Documentos requeridos',
    applicationProcess: 'Proceso de solicitud',
    importantNotes: 'Notas importantes',
    officialLinks: 'Enlaces oficiales',
    lastVerified: 'Última verificación',
  },
  zh: {
    title: '签证要求：',
    entryRequirement: '入境要求',
    allowedStay: '允许停留',
    passportValidity: '护照有效期',
    visaOptions: '签证选项',
    requiredDocuments: '所需文件',
    applicationProcess: '申请流程',
    importantNotes: '重要提示',
    officialLinks: '官方链接',
    lastVerified: '最后核实',
  },
};

/** The reply's title line for a destination, in the reply's language. */
export function visaReplyTitle(language: Language, destination: string): string {
  const title = VISA_REPLY_MARKERS[language].title;
  return language === 'zh' ? `${title}${destination}` : `${title} ${destination}`;
}

/** A reply is visa content when it carries at least 3 of the 10 headings, in any language. */
export function isVisaContent(content: string): boolean {
  for (const language of Object.values(VISA_REPLY_MARKERS)) {
    let found = 0;
    for (const marker of Object.values(language)) {
      if (content.includes(marker)) found += 1;
      if (found >= 3) return true;
    }
  }
  return false;
}

/**
 * Whether a reply contains 'Visa Requirements for' (or its translation), which triggers the
 * recent-messages check (product.md §3.2).
 */
export function mentionsVisaRequirements(content: string): boolean {
  return Object.values(VISA_REPLY_MARKERS).some((markers) => content.includes(markers.title));
}
