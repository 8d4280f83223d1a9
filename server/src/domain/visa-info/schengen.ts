import type { CountryCode } from '@common/country-codes';
import type { OfficialLinks } from '@common/contracts/visa-info';
import { PHRASES, tr, type Localized } from './localized';
import { DOCUMENTS, option } from './shared-texts';
import type { DestinationVisaData, ImportantNoteData, VisaOptionData } from './visa-info-data';

// The Schengen rules are one set for all member states (Schengen Borders Code, Visa Code); only
// the consulates, national long-stay visas and their fees differ by country.

export const SCHENGEN_MAX_STAY = tr(
  '90 days in any 180-day period, counted across the whole Schengen area',
  '90 días en cualquier periodo de 180 días, contados en todo el espacio Schengen',
  '任意 180 天内最多停留 90 天，按整个申根区合并计算',
);

export const SCHENGEN_PASSPORT_VALIDITY = tr(
  'Passport issued within the last 10 years, valid at least 3 months after you leave the Schengen area, with 2 blank pages',
  'Pasaporte expedido en los últimos 10 años, válido al menos 3 meses después de salir del espacio Schengen y con 2 páginas en blanco',
  '护照须在过去 10 年内签发，离开申根区后仍有至少 3 个月有效期，并有 2 页空白页',
);

/** Visa Code fee since 11 June 2024. */
export const SCHENGEN_VISA_FEE = tr(
  'EUR 90 (adults); EUR 45 (children 6–12); free under 6',
  'EUR 90 (adultos); EUR 45 (niños de 6 a 12 años); gratis para menores de 6',
  'EUR 90（成人）；EUR 45（6–12 岁儿童）；6 岁以下免费',
);

const SHORT_STAY_VISA = option({
  name: tr(
    'Schengen short-stay visa (type C)',
    'Visado Schengen de corta duración (tipo C)',
    '申根短期签证（C 类）',
  ),
  type: 'tourist',
  processingTime: tr(
    '15 calendar days; up to 45 in individual cases',
    '15 días naturales; hasta 45 en casos concretos',
    '15 个自然日；个别情况最长 45 天',
  ),
  validityPeriod: tr(
    'Up to 90 days in any 180; multiple-entry visas can be valid up to 5 years',
    'Hasta 90 días en cualquier periodo de 180; los visados de entradas múltiples pueden valer hasta 5 años',
    '任意 180 天内最多 90 天；多次入境签证有效期最长可达 5 年',
  ),
  fee: SCHENGEN_VISA_FEE,
  description: tr(
    'One visa for tourism, business, family visits and medical trips to all 29 Schengen states.',
    'Un visado para turismo, negocios, visitas familiares y viajes médicos a los 29 Estados Schengen.',
    '一份签证即可前往全部 29 个申根国家进行旅游、商务、探亲和就医。',
  ),
  mappedCategories: [
    'Tourism & Sightseeing',
    'Business',
    'Visiting Family/Friends',
    'Medical',
    'Transit',
  ],
  onlyFor: ['visa_required'],
});

const AIRPORT_TRANSIT_VISA = option({
  name: tr(
    'Airport transit visa (type A)',
    'Visado de tránsito aeroportuario (tipo A)',
    '机场过境签证（A 类）',
  ),
  type: 'tourist',
  processingTime: tr('15 calendar days', '15 días naturales', '15 个自然日'),
  validityPeriod: tr(
    'Transit through the international zone of a Schengen airport only',
    'Solo tránsito por la zona internacional de un aeropuerto Schengen',
    '仅限在申根机场国际区过境',
  ),
  fee: tr('EUR 90', 'EUR 90', 'EUR 90'),
  description: tr(
    'Needed only by some nationalities to change planes in a Schengen airport without entering.',
    'Solo lo necesitan algunas nacionalidades para hacer escala en un aeropuerto Schengen sin entrar.',
    '仅部分国籍旅客在申根机场转机（不入境）时需要。',
  ),
  mappedCategories: ['Transit'],
  onlyFor: ['visa_required'],
});

const SCHENGEN_DOCUMENTS: readonly Localized[] = [
  DOCUMENTS.applicationForm,
  DOCUMENTS.photo,
  tr(
    'Travel medical insurance with at least EUR 30,000 cover, valid in all Schengen states',
    'Seguro médico de viaje con cobertura mínima de EUR 30.000, válido en todos los Estados Schengen',
    '保额不低于 EUR 30,000、在所有申根国家有效的旅行医疗保险',
  ),
  DOCUMENTS.returnTicket,
  DOCUMENTS.accommodation,
  DOCUMENTS.funds,
  DOCUMENTS.purpose,
];

const SCHENGEN_PROCESS = [
  {
    title: tr('Choose the consulate', 'Elija el consulado', '确定受理国'),
    description: tr(
      'Apply to the country of your main destination (longest stay), or of first entry if stays are equal.',
      'Solicítelo al país de destino principal (estancia más larga) o al de primera entrada si son iguales.',
      '向主要目的地国（停留最久）申请；停留时间相同时向首入国申请。',
    ),
  },
  {
    title: tr('Book an appointment', 'Pida cita', '预约递签'),
    description: tr(
      'Book at the consulate or its official visa centre, no earlier than 6 months and no later than 15 days before travel.',
      'Pida cita en el consulado o su centro de visados oficial, no antes de 6 meses ni después de 15 días antes del viaje.',
      '在领事馆或其官方签证中心预约，最早出发前 6 个月，最晚出发前 15 天。',
    ),
  },
  {
    title: tr('Submit and give fingerprints', 'Presente y registre huellas', '递交材料并录指纹'),
    description: tr(
      'Hand in the documents, pay the fee and give fingerprints (kept for 59 months for later applications).',
      'Entregue los documentos, pague la tasa y registre las huellas (se conservan 59 meses para solicitudes posteriores).',
      '递交材料、缴费并录入指纹（保存 59 个月，之后申请可免录）。',
    ),
  },
  {
    title: tr('Receive the decision', 'Reciba la resolución', '等待审批结果'),
    description: tr(
      'Usually within 15 calendar days; check the visa dates and number of entries.',
      'Normalmente en 15 días naturales; revise las fechas y el número de entradas.',
      '通常 15 个自然日内出结果；请核对签证日期和入境次数。',
    ),
  },
];

const SCHENGEN_NOTES: readonly ImportantNoteData[] = [
  {
    title: tr(
      'Entry/Exit System (EES)',
      'Sistema de Entradas y Salidas (EES)',
      '出入境系统（EES）',
    ),
    description: tr(
      'Since 12 October 2025 non-EU visitors are registered with fingerprints and a facial image at the Schengen external border.',
      'Desde el 12 de octubre de 2025 los visitantes no comunitarios se registran con huellas e imagen facial en la frontera exterior Schengen.',
      '自 2025 年 10 月 12 日起，非欧盟旅客在申根外部边境需登记指纹和面部图像。',
    ),
    type: 'info',
  },
  {
    title: tr('ETIAS not yet required', 'ETIAS aún no es obligatorio', 'ETIAS 尚未实施'),
    description: tr(
      'ETIAS, the future travel authorisation for visa-free visitors, is not yet in operation; ignore sites that sell it.',
      'ETIAS, la futura autorización de viaje para visitantes sin visado, aún no funciona; ignore los sitios que lo venden.',
      'ETIAS（未来针对免签旅客的旅行授权）尚未启用，请勿相信出售该授权的网站。',
    ),
    type: 'warning',
  },
];

const SCHENGEN_LINK = 'https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa_en';

/** A Schengen state's visa information: the shared rules plus its own long-stay visas and links. */
export function schengenDestination(country: {
  code: CountryCode;
  nationalOptions: readonly VisaOptionData[];
  links: OfficialLinks & { embassyInfo: string };
  notes?: readonly ImportantNoteData[];
  recommendations?: readonly Localized[];
}): DestinationVisaData {
  return {
    code: country.code,
    maxStay: SCHENGEN_MAX_STAY,
    passportValidity: SCHENGEN_PASSPORT_VALIDITY,
    options: [SHORT_STAY_VISA, ...country.nationalOptions, AIRPORT_TRANSIT_VISA],
    documents: SCHENGEN_DOCUMENTS,
    process: SCHENGEN_PROCESS,
    notes: [...(country.notes ?? []), ...SCHENGEN_NOTES],
    links: { additionalInfo: SCHENGEN_LINK, ...country.links },
    recommendations: [
      ...(country.recommendations ?? []),
      tr(
        'Stays over 90 days (study, work, family) need the national long-stay (type D) visa or permit of that country.',
        'Las estancias de más de 90 días (estudios, trabajo, familia) requieren el visado nacional (tipo D) o permiso de ese país.',
        '停留超过 90 天（留学、工作、家庭团聚）须申请该国的国家长期签证（D 类）或居留许可。',
      ),
    ],
  };
}

/** A national long-stay visa whose fee depends on the category. */
export function nationalVisa(
  fields: Omit<Parameters<typeof option>[0], 'fee'> & { fee?: Localized },
): VisaOptionData {
  return option({ ...fields, fee: fields.fee ?? PHRASES.feeByCategory });
}
