import type { Language } from '@common/constants';
import type { RequirementCategory } from '@common/contracts/visa-requirements';
import type { TravelPurpose } from '@common/travel-purpose';

// The engine's own sentences in every reply language. Each entry is a function of what it
// interpolates, so a missing language is a type error.

type Texts<Args extends unknown[] = []> = Record<Language, (...args: Args) => string>;

export const CATEGORY_LABELS: Record<
  RequirementCategory | 'own_country',
  Record<Language, string>
> = {
  own_country: { en: 'Your own country', es: 'Su propio país', zh: '本国' },
  freedom_of_movement: {
    en: 'Freedom of movement',
    es: 'Libertad de circulación',
    zh: '自由流动',
  },
  visa_free: { en: 'Visa-free', es: 'Sin visado', zh: '免签' },
  visa_on_arrival: { en: 'Visa on arrival', es: 'Visado a la llegada', zh: '落地签' },
  eta: {
    en: 'Electronic travel authorisation (ETA)',
    es: 'Autorización electrónica de viaje (ETA)',
    zh: '电子旅行授权（ETA）',
  },
  e_visa: { en: 'eVisa', es: 'eVisa (visado electrónico)', zh: '电子签证（eVisa）' },
  visa_required: { en: 'Visa required', es: 'Visado obligatorio', zh: '需要签证' },
  no_admission: { en: 'Entry not permitted', es: 'Entrada no permitida', zh: '不允许入境' },
};

export const PURPOSE_LABELS: Record<TravelPurpose, Record<Language, string>> = {
  tourism: { en: 'Tourism', es: 'Turismo', zh: '旅游' },
  family_visit: { en: 'Family visit', es: 'Visita familiar', zh: '探亲访友' },
  business: { en: 'Business', es: 'Negocios', zh: '商务' },
  study: { en: 'Study', es: 'Estudios', zh: '留学' },
  work: { en: 'Work', es: 'Trabajo', zh: '工作' },
  cultural_exchange: { en: 'Cultural exchange', es: 'Intercambio cultural', zh: '文化交流' },
  residency: { en: 'Residency', es: 'Residencia', zh: '居留' },
  medical: { en: 'Medical', es: 'Médico', zh: '医疗' },
  religious: { en: 'Religious', es: 'Religioso', zh: '宗教' },
};

export const TEXTS = {
  /** English reads best with the demonym ('Indian'); Spanish and Chinese with the name. */
  passportLine: {
    en: (names: { demonym: string; name: string }) => `For **${names.demonym}** passport holders.`,
    es: (names: { demonym: string; name: string }) =>
      `Para titulares de pasaporte de **${names.name}**.`,
    zh: (names: { demonym: string; name: string }) => `适用于持**${names.name}**护照的旅客。`,
  } satisfies Texts<[{ demonym: string; name: string }]>,
  ownCountry: {
    en: (destination: string) =>
      `You are a citizen of ${destination}, so you need no visa to enter: just travel with your valid passport.`,
    es: (destination: string) =>
      `Es ciudadano de ${destination}, así que no necesita visado para entrar: viaje con su pasaporte válido.`,
    zh: (destination: string) => `您是${destination}公民，入境无需签证，持有效护照即可。`,
  } satisfies Texts<[string]>,
  optionField: {
    en: (fee: string, processing: string, validity: string) =>
      `Fee: ${fee} · Processing: ${processing} · Validity: ${validity}`,
    es: (fee: string, processing: string, validity: string) =>
      `Tasa: ${fee} · Tramitación: ${processing} · Validez: ${validity}`,
    zh: (fee: string, processing: string, validity: string) =>
      `费用：${fee}；办理时间：${processing}；有效期：${validity}`,
  } satisfies Texts<[string, string, string]>,
  noVisaOptions: {
    en: () => 'No visa is needed for a short visit.',
    es: () => 'No se necesita visado para una visita corta.',
    zh: () => '短期访问无需签证。',
  } satisfies Texts,
  forPurposes: {
    en: (purposes: string) => `Showing the visas for your purposes: ${purposes}.`,
    es: (purposes: string) => `Se muestran los visados para sus motivos: ${purposes}.`,
    zh: (purposes: string) => `以下是适合您出行目的的签证：${purposes}。`,
  } satisfies Texts<[string]>,
  noOptionForPurposes: {
    en: (purposes: string) =>
      `None of the visas listed here is meant for ${purposes}; ask the embassy which visa fits. All options:`,
    es: (purposes: string) =>
      `Ninguno de estos visados está pensado para ${purposes}; pregunte a la embajada cuál corresponde. Todas las opciones:`,
    zh: (purposes: string) => `以下签证均不针对“${purposes}”，请向使领馆确认适用签证。全部选项：`,
  } satisfies Texts<[string]>,
  links: {
    eVisa: {
      en: 'Official eVisa / online application',
      es: 'eVisa / solicitud oficial en línea',
      zh: '官方电子签证 / 在线申请',
    },
    embassyInfo: {
      en: 'Embassy and visa information',
      es: 'Información de embajadas y visados',
      zh: '使领馆与签证信息',
    },
    additionalInfo: {
      en: 'More official information',
      es: 'Más información oficial',
      zh: '更多官方信息',
    },
    source: { en: 'Source of this rule', es: 'Fuente de esta norma', zh: '本规定来源' },
  },
  noLinks: {
    en: () => "Check the destination's embassy or consulate in your country.",
    es: () => 'Consulte la embajada o el consulado del país de destino en su país.',
    zh: () => '请咨询目的地国家驻您所在国的使领馆。',
  } satisfies Texts,
  verifiedOn: {
    en: (date: string) =>
      `${date}. Rules change: confirm with the official sources before you travel.`,
    es: (date: string) =>
      `${date}. Las normas cambian: confírmelas en las fuentes oficiales antes de viajar.`,
    zh: (date: string) => `${date}。规定可能变化，出行前请以官方信息为准。`,
  } satisfies Texts<[string]>,
  nextVisaNeeded: {
    en: () =>
      '**What is the purpose of your trip?** Choose one or more below and I will show the visa that fits.',
    es: () =>
      '**¿Cuál es el motivo de su viaje?** Elija uno o varios abajo y le mostraré el visado adecuado.',
    zh: () => '**您此行的目的是什么？**请在下方选择一项或多项，我会为您列出合适的签证。',
  } satisfies Texts,
  nextVisaFree: {
    en: () => '**Ready to plan?** Book a flight or a hotel below.',
    es: () => '**¿Listo para planificar?** Reserve un vuelo o un hotel abajo.',
    zh: () => '**准备好出发了吗？**可在下方预订机票或酒店。',
  } satisfies Texts,
  nextAfterPurposes: {
    en: () =>
      'Need proof of travel for your application? The reservation documents below are accepted by most consulates.',
    es: () =>
      '¿Necesita justificantes de viaje para su solicitud? Los documentos de reserva de abajo los aceptan la mayoría de los consulados.',
    zh: () => '申请需要行程证明吗？下方的预订单据被大多数领事馆接受。',
  } satisfies Texts,
  noAdmissionNext: {
    en: () => 'Is there another destination you would like to check?',
    es: () => '¿Quiere consultar otro destino?',
    zh: () => '您想查询其他目的地吗？',
  } satisfies Texts,
  askDestination: {
    en: () =>
      'Which country would you like to visit? Pick it from the list above or just type it, for example "Japan".',
    es: () =>
      '¿Qué país le gustaría visitar? Elíjalo en la lista de arriba o escríbalo, por ejemplo «Japón».',
    zh: () => '您想去哪个国家？请从上方列表中选择，或直接输入，例如“日本”。',
  } satisfies Texts,
  askNationality: {
    en: (destination: string) =>
      `Great choice: ${destination}! To check the visa rules for you, **which passport do you hold?** (for example "I'm Indian" or "I have a Mexican passport")`,
    es: (destination: string) =>
      `¡Buena elección: ${destination}! Para revisar las normas de visado, **¿de qué país es su pasaporte?** (por ejemplo «soy mexicano» o «tengo pasaporte indio»)`,
    zh: (destination: string) =>
      `${destination}，好选择！为了查询适用于您的签证规定，**请问您持哪国护照？**（例如“我是中国人”或“我持印度护照”）`,
  } satisfies Texts<[string]>,
  citySelection: {
    en: (service: 'flight' | 'hotel', destination: string) =>
      service === 'flight'
        ? `Let's find your flight to ${destination}. **Select your travel cities**: where you fly from and where you land.`
        : `Let's find your hotel in ${destination}. **Select your travel cities** so I can show hotels where you will stay.`,
    es: (service: 'flight' | 'hotel', destination: string) =>
      service === 'flight'
        ? `Busquemos su vuelo a ${destination}. **Seleccione sus ciudades de viaje**: desde dónde sale y dónde aterriza.`
        : `Busquemos su hotel en ${destination}. **Seleccione sus ciudades de viaje** para mostrarle hoteles donde se alojará.`,
    zh: (service: 'flight' | 'hotel', destination: string) =>
      service === 'flight'
        ? `我们来为您查找飞往${destination}的航班。**请选择出行城市**：出发城市和抵达城市。`
        : `我们来为您查找${destination}的酒店。**请选择出行城市**，以便为您推荐入住城市的酒店。`,
  } satisfies Texts<['flight' | 'hotel', string]>,
} as const;
