import type { VisaCategory, VisaOptionType } from '@common/contracts/visa-info';
import { textInEvery } from '../../lib/texts';
import { PHRASES, type Localized } from './localized';
import type { ApplicationStepData, VisaOptionData } from './visa-info-data';

// Texts several destinations share: the usual documents, the usual consular process, and the
// shape of a long-stay (study, work, family) option. The sentences are in
// server/src/locales/<language>/visa-shared.json.

export const DOCUMENTS = {
  applicationForm: textInEvery('visa-shared:documents.applicationForm'),
  photo: textInEvery('visa-shared:documents.photo'),
  returnTicket: textInEvery('visa-shared:documents.returnTicket'),
  funds: textInEvery('visa-shared:documents.funds'),
  accommodation: textInEvery('visa-shared:documents.accommodation'),
  insurance: textInEvery('visa-shared:documents.insurance'),
  purpose: textInEvery('visa-shared:documents.purpose'),
  ties: textInEvery('visa-shared:documents.ties'),
} as const;

/** The documents most visitor visa applications ask for. */
export const VISITOR_VISA_DOCUMENTS: readonly Localized[] = [
  DOCUMENTS.applicationForm,
  DOCUMENTS.photo,
  DOCUMENTS.returnTicket,
  DOCUMENTS.funds,
  DOCUMENTS.accommodation,
  DOCUMENTS.purpose,
];

/** The usual consular visa process; `where` names the official place to apply. */
export function consularProcess(where: Localized): ApplicationStepData[] {
  return [
    {
      title: textInEvery('visa-shared:consularProcess.choose.title'),
      description: textInEvery('visa-shared:consularProcess.choose.description'),
    },
    { title: textInEvery('visa-shared:consularProcess.apply.title'), description: where },
    {
      title: textInEvery('visa-shared:consularProcess.pay.title'),
      description: textInEvery('visa-shared:consularProcess.pay.description'),
    },
    {
      title: textInEvery('visa-shared:consularProcess.decision.title'),
      description: textInEvery('visa-shared:consularProcess.decision.description'),
    },
  ];
}

/** An online (eVisa or travel authorisation) process on the given official portal. */
export function onlineProcess(portal: string): ApplicationStepData[] {
  return [
    {
      title: textInEvery('visa-shared:onlineProcess.portal.title'),
      description: textInEvery('visa-shared:onlineProcess.portal.description', { portal }),
    },
    {
      title: textInEvery('visa-shared:onlineProcess.form.title'),
      description: textInEvery('visa-shared:onlineProcess.form.description'),
    },
    {
      title: textInEvery('visa-shared:onlineProcess.pay.title'),
      description: textInEvery('visa-shared:onlineProcess.pay.description'),
    },
    {
      title: textInEvery('visa-shared:onlineProcess.travel.title'),
      description: textInEvery('visa-shared:onlineProcess.travel.description'),
    },
  ];
}

const CATEGORIES_BY_TYPE: Readonly<Record<VisaOptionType, readonly VisaCategory[]>> = {
  tourist: ['Tourism & Sightseeing', 'Visiting Family/Friends', 'Medical'],
  business: ['Business'],
  student: ['Study'],
  work: ['Work/Employment', 'Residency'],
  exchange: ['Cultural Exchange'],
  family: ['Visiting Family/Friends', 'Residency'],
};

/** A visa option; categories default to the type's usual ones. */
export function option(
  fields: Omit<VisaOptionData, 'mappedCategories' | 'processingTime'> & {
    processingTime?: Localized;
    mappedCategories?: readonly VisaCategory[];
  },
): VisaOptionData {
  return {
    ...fields,
    processingTime: fields.processingTime ?? PHRASES.variesByConsulate,
    mappedCategories: fields.mappedCategories ?? CATEGORIES_BY_TYPE[fields.type],
  };
}
