// The transit answer's sentences in en, es and zh.
import type { Language } from '@common/constants';
import type { VisaCategory } from '../visa-category';
import { the } from '../../visa-answer/requirement-summary';
import type { TransitExemption } from './decide-transit';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Entry = VisaCategory | 'own_country';
type Names = { nationality: string; via: string };

const ENTRY_LABELS: Record<Language, Record<Entry, string>> = {
  en: {
    own_country: 'nothing, it is your own country',
    freedom_of_movement: 'nothing, you have freedom of movement there',
    visa_free: 'no visa',
    visa_on_arrival: 'a visa on arrival',
    eta: 'an electronic travel authorisation (ESTA, eTA, ETA…)',
    e_visa: 'an e-visa',
    visa_required: 'a visa',
    no_admission: 'an entry that is currently not granted to your nationality',
  },
  es: {
    own_country: 'nada, es su propio país',
    freedom_of_movement: 'nada, tiene libre circulación allí',
    visa_free: 'ningún visado',
    visa_on_arrival: 'un visado a la llegada',
    eta: 'una autorización electrónica de viaje (ESTA, eTA, ETA…)',
    e_visa: 'un visado electrónico',
    visa_required: 'un visado',
    no_admission: 'una entrada que hoy no se concede a su nacionalidad',
  },
  zh: {
    own_country: '无需任何证件，这是您本国',
    freedom_of_movement: '无需任何证件，您在当地享有自由流动权',
    visa_free: '无需签证',
    visa_on_arrival: '落地签证',
    eta: '电子旅行授权（ESTA、eTA、ETA等）',
    e_visa: '电子签证',
    visa_required: '签证',
    no_admission: '目前不对您的国籍开放的入境许可',
  },
};

export const TRANSIT_TEXTS = {
  airsideNone: {
    en: (n: Names) => `Staying in the international transit area in ${the(n.via)} needs no visa.`,
    es: (n: Names) =>
      `Para permanecer en la zona de tránsito internacional de ${n.via} no necesita visado.`,
    zh: (n: Names) => `在${n.via}机场国际中转区内转机无需签证。`,
  },
  airsideVisa: {
    en: (n: Names) =>
      `Citizens of ${the(n.nationality)} need an airport transit visa to change planes in ${the(n.via)}, even without leaving the transit area.`,
    es: (n: Names) =>
      `Los ciudadanos de ${n.nationality} necesitan un visado de tránsito aeroportuario para hacer escala en ${n.via}, aunque no salgan de la zona de tránsito.`,
    zh: (n: Names) => `${n.nationality}公民在${n.via}转机需要机场过境签证，即使不离开中转区。`,
  },
  visaFreeTransit: {
    en: (n: Names, hours: number) => `Visa-free transit in ${the(n.via)} for up to ${hours} hours.`,
    es: (n: Names, hours: number) =>
      `Tránsito sin visado en ${n.via} durante un máximo de ${hours} horas.`,
    zh: (n: Names, hours: number) => `在${n.via}可免签过境，最长${hours}小时。`,
  },
  landsideEntry: {
    en: (n: Names, entry: Entry) =>
      `Leaving the airport in ${the(n.via)} needs what entering needs: ${ENTRY_LABELS.en[entry]}.`,
    es: (n: Names, entry: Entry) =>
      `Para salir del aeropuerto en ${n.via} necesita lo mismo que para entrar: ${ENTRY_LABELS.es[entry]}.`,
    zh: (n: Names, entry: Entry) =>
      `在${n.via}出机场需要与入境相同的证件：${ENTRY_LABELS.zh[entry]}。`,
  },
  noAirside: {
    en: (n: Names, entry: Entry) =>
      `${capital(the(n.via))} has no airside transit: every passenger passes immigration, so you need what entering needs: ${ENTRY_LABELS.en[entry]}.`,
    es: (n: Names, entry: Entry) =>
      `En ${n.via} no hay tránsito sin pasar por inmigración: necesita lo mismo que para entrar: ${ENTRY_LABELS.es[entry]}.`,
    zh: (n: Names, entry: Entry) =>
      `${n.via}没有免过境手续的国际中转区，所有旅客都要办理入境，因此需要与入境相同的证件：${ENTRY_LABELS.zh[entry]}。`,
  },
  usTransitVisa: {
    en: () => 'A US transit visa (C-1) is enough for a connection.',
    es: () => 'Para una conexión basta un visado de tránsito de EE. UU. (C-1).',
    zh: () => '仅转机时，美国过境签证（C-1）即可。',
  },
  summaryFree: {
    en: (n: Names) =>
      `Citizens of ${the(n.nationality)} can change planes in ${the(n.via)} without a transit visa.`,
    es: (n: Names) =>
      `Los ciudadanos de ${n.nationality} pueden hacer escala en ${n.via} sin visado de tránsito.`,
    zh: (n: Names) => `${n.nationality}公民在${n.via}转机无需过境签证。`,
  },
  summaryNeeded: {
    en: (n: Names) =>
      `Citizens of ${the(n.nationality)} need a visa or authorisation to change planes in ${the(n.via)}.`,
    es: (n: Names) =>
      `Los ciudadanos de ${n.nationality} necesitan un visado o autorización para hacer escala en ${n.via}.`,
    zh: (n: Names) => `${n.nationality}公民在${n.via}转机需要签证或旅行授权。`,
  },
} as const;

export const EXEMPTION_TEXTS: Record<TransitExemption, Record<Language, string>> = {
  schengen_atv_holders: {
    en: 'Exempt: holders of a valid visa or residence permit of a Schengen or EU/EEA state, the United States, Canada or Japan (and residence permits of Andorra and San Marino), family members of EU citizens, diplomatic passport holders and flight crew.',
    es: 'Exentos: titulares de un visado o permiso de residencia válido de un Estado Schengen o de la UE/EEE, Estados Unidos, Canadá o Japón (y permisos de residencia de Andorra y San Marino), familiares de ciudadanos de la UE, titulares de pasaporte diplomático y tripulaciones.',
    zh: '豁免：持有申根或欧盟/欧洲经济区国家、美国、加拿大或日本有效签证或居留许可者（以及安道尔、圣马力诺居留许可者），欧盟公民家属，外交护照持有人和机组人员。',
  },
  uk_datv_holders: {
    en: 'Exempt: holders of a valid visa for Australia, Canada, New Zealand or the United States, a residence permit of those countries or of an EEA state or Switzerland, a US green card, or an Irish biometric visa.',
    es: 'Exentos: titulares de un visado válido de Australia, Canadá, Nueva Zelanda o Estados Unidos, de un permiso de residencia de esos países o de un Estado del EEE o Suiza, de una green card de EE. UU. o de un visado biométrico irlandés.',
    zh: '豁免：持有澳大利亚、加拿大、新西兰或美国有效签证，上述国家或欧洲经济区国家、瑞士的居留许可，美国绿卡或爱尔兰生物识别签证者。',
  },
};
