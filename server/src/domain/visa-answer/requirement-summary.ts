import type { Language } from '@common/constants';
import type { RequirementCategory } from '@common/contracts/visa-requirements';

type Names = { nationality: string; destination: string; days?: number | undefined };
type Templates = Record<RequirementCategory | 'own_country', (n: Names) => string>;

// English puts 'the' before these names ('a visa for the United States').
const TAKES_THE = new Set([
  'Bahamas',
  'Central African Republic',
  'Comoros',
  'Dominican Republic',
  'DR Congo',
  'Gambia',
  'Maldives',
  'Marshall Islands',
  'Netherlands',
  'Philippines',
  'Republic of the Congo',
  'Seychelles',
  'Solomon Islands',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
]);
export const the = (name: string) => (TAKES_THE.has(name) ? `the ${name}` : name);

export const upTo: Record<Language, (days?: number) => string> = {
  en: (days) => (days ? ` for stays of up to ${days} days` : ''),
  es: (days) => (days ? ` para estancias de hasta ${days} días` : ''),
  zh: (days) => (days ? `，停留最长${days}天` : ''),
};

const TEMPLATES: Record<Language, Templates> = {
  en: {
    own_country: () => 'No visa needed: own country.',
    freedom_of_movement: (n) =>
      `Citizens of ${the(n.nationality)} have freedom of movement in ${the(n.destination)}: no visa is needed to visit, live or work there.`,
    visa_free: (n) =>
      `Citizens of ${the(n.nationality)} do not need a visa to visit ${the(n.destination)}${upTo.en(n.days)}.`,
    visa_on_arrival: (n) =>
      `Citizens of ${the(n.nationality)} can get a visa on arrival in ${the(n.destination)}${upTo.en(n.days)}.`,
    eta: (n) =>
      `Citizens of ${the(n.nationality)} need an electronic travel authorisation (ETA) before travelling to ${the(n.destination)}.`,
    e_visa: (n) =>
      `Citizens of ${the(n.nationality)} need an e-visa for ${the(n.destination)}, applied for online before travelling.`,
    visa_required: (n) =>
      `Citizens of ${the(n.nationality)} need a visa for ${the(n.destination)}, applied for before travelling.`,
    no_admission: (n) =>
      `Citizens of ${the(n.nationality)} are currently not admitted to ${the(n.destination)}.`,
  },
  es: {
    own_country: () => 'No se necesita visado: es su propio país.',
    freedom_of_movement: (n) =>
      `Los ciudadanos de ${n.nationality} tienen libertad de circulación en ${n.destination}: no necesitan visado para visitar, vivir o trabajar allí.`,
    visa_free: (n) =>
      `Los ciudadanos de ${n.nationality} no necesitan visado para visitar ${n.destination}${upTo.es(n.days)}.`,
    visa_on_arrival: (n) =>
      `Los ciudadanos de ${n.nationality} pueden obtener el visado a la llegada en ${n.destination}${upTo.es(n.days)}.`,
    eta: (n) =>
      `Los ciudadanos de ${n.nationality} necesitan una autorización electrónica de viaje (ETA) antes de viajar a ${n.destination}.`,
    e_visa: (n) =>
      `Los ciudadanos de ${n.nationality} necesitan un visado electrónico para ${n.destination}, que se solicita en línea antes del viaje.`,
    visa_required: (n) =>
      `Los ciudadanos de ${n.nationality} necesitan un visado para ${n.destination}, que deben solicitar antes del viaje.`,
    no_admission: (n) =>
      `Actualmente no se admite la entrada de ciudadanos de ${n.nationality} en ${n.destination}.`,
  },
  zh: {
    own_country: () => '无需签证：这是您本国。',
    freedom_of_movement: (n) =>
      `${n.nationality}公民在${n.destination}享有自由流动权：前往当地访问、居住或工作均无需签证。`,
    visa_free: (n) => `${n.nationality}公民前往${n.destination}免签${upTo.zh(n.days)}。`,
    visa_on_arrival: (n) =>
      `${n.nationality}公民可在抵达${n.destination}时办理落地签${upTo.zh(n.days)}。`,
    eta: (n) => `${n.nationality}公民前往${n.destination}前需申请电子旅行授权（ETA）。`,
    e_visa: (n) => `${n.nationality}公民前往${n.destination}需在出行前在线申请电子签证。`,
    visa_required: (n) => `${n.nationality}公民前往${n.destination}需在出行前申请签证。`,
    no_admission: (n) => `${n.nationality}公民目前不被允许入境${n.destination}。`,
  },
};

/** One sentence that states the requirement, in the traveller's language. */
export function requirementSummary(
  lang: Language,
  category: RequirementCategory | 'own_country',
  names: Names,
): string {
  return TEMPLATES[lang][category](names);
}
