import { PHRASES, same, tr, upToYears, workingDays } from './localized';
import { consularProcess, DOCUMENTS, option, VISITOR_VISA_DOCUMENTS } from './shared-texts';
import type { DestinationVisaData } from './visa-info-data';

// Japan, China, Hong Kong, South Korea.

const COE_NOTE = tr(
  'Needs a Certificate of Eligibility (CoE) that your school or employer obtains from the Immigration Services Agency.',
  'Requiere un Certificado de Elegibilidad (CoE) que la escuela o el empleador obtiene de la Agencia de Servicios de Inmigración.',
  '须由学校或雇主向出入国在留管理厅申请在留资格认定证明书（CoE）。',
);

// Countries and territories with a working-holiday arrangement with Japan (Ministry of Foreign
// Affairs of Japan, "Working Holiday Programmes in Japan").
const JAPAN_WORKING_HOLIDAY_PARTNERS = [
  'AU',
  'NZ',
  'CA',
  'KR',
  'FR',
  'DE',
  'GB',
  'IE',
  'DK',
  'TW',
  'HK',
  'NO',
  'PT',
  'PL',
  'SK',
  'AT',
  'HU',
  'ES',
  'AR',
  'CL',
  'IS',
  'CZ',
  'LT',
  'SE',
  'EE',
  'NL',
  'UY',
  'FI',
  'LV',
  'LU',
] as const;

export const JP: DestinationVisaData = {
  code: 'JP',
  maxStay: tr(
    'Stays of 15, 30 or 90 days, as the visa or, for visa-free nationalities, the border grants',
    'Estancias de 15, 30 o 90 días, según conceda el visado o, a las nacionalidades exentas, la frontera',
    '停留 15、30 或 90 天，以签证或（免签国籍）入境时准予的期限为准',
  ),
  passportValidity: tr(
    'Valid for the whole stay',
    'Válido durante toda la estancia',
    '须覆盖整个停留期',
  ),
  options: [
    option({
      name: tr('Temporary visitor visa', 'Visado de visitante temporal', '短期滞在签证'),
      type: 'tourist',
      processingTime: workingDays(5, 5),
      validityPeriod: tr(
        'Stays of 15, 30 or 90 days; single or multiple entry',
        'Estancias de 15, 30 o 90 días; una o varias entradas',
        '停留 15、30 或 90 天；单次或多次入境',
      ),
      fee: tr(
        'JPY 3,000 (single entry); JPY 6,000 (multiple entry), paid in local currency',
        'JPY 3.000 (una entrada); JPY 6.000 (entradas múltiples), en moneda local',
        'JPY 3,000（单次）；JPY 6,000（多次），以当地货币支付',
      ),
      description: tr(
        'For tourism, family visits and business meetings; eligible nationalities can apply online with the JAPAN eVISA.',
        'Para turismo, visitas familiares y reuniones de negocios; algunas nacionalidades pueden pedir el JAPAN eVISA en línea.',
        '用于旅游、探亲和商务会议；符合条件的国籍可在线申请 JAPAN eVISA。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Medical'],
      onlyFor: ['visa_required', 'e_visa'],
    }),
    option({
      name: tr('Student visa', 'Visado de estudiante', '留学签证'),
      type: 'student',
      processingTime: workingDays(5, 5),
      validityPeriod: PHRASES.durationOfStudies,
      fee: same('JPY 3,000'),
      description: COE_NOTE,
    }),
    option({
      name: tr('Working visa', 'Visado de trabajo', '工作签证'),
      type: 'work',
      processingTime: workingDays(5, 5),
      validityPeriod: tr('3 months to 5 years', 'De 3 meses a 5 años', '3 个月至 5 年'),
      fee: same('JPY 3,000'),
      description: COE_NOTE,
    }),
    option({
      name: tr('Working Holiday visa', 'Visado de vacaciones y trabajo', '打工度假签证'),
      type: 'exchange',
      partners: JAPAN_WORKING_HOLIDAY_PARTNERS,
      processingTime: PHRASES.variesByConsulate,
      validityPeriod: upToYears(1),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For young people (usually 18–30) from partner countries to holiday and work.',
        'Para jóvenes (normalmente de 18 a 30 años) de países socios que quieren viajar y trabajar.',
        '适用于协议国家的年轻人（通常 18–30 岁）度假并打工。',
      ),
      mappedCategories: ['Cultural Exchange', 'Work/Employment'],
    }),
  ],
  documents: VISITOR_VISA_DOCUMENTS,
  process: consularProcess(
    tr(
      'Apply at the Japanese embassy or consulate (or its authorised agency), or online with the JAPAN eVISA where available.',
      'Solicítelo en la embajada o consulado de Japón (o su agencia autorizada), o en línea con el JAPAN eVISA donde exista.',
      '向日本使领馆（或其指定代办机构）申请，符合条件者可在线申请 JAPAN eVISA。',
    ),
  ),
  notes: [
    {
      title: tr('Visit Japan Web', 'Visit Japan Web', 'Visit Japan Web'),
      description: tr(
        'Register immigration and customs details on the free Visit Japan Web before arrival to save time.',
        'Registre los datos de inmigración y aduanas en el servicio gratuito Visit Japan Web antes de llegar.',
        '抵达前在免费的 Visit Japan Web 登记入境和海关信息，可节省时间。',
      ),
      type: 'info',
    },
  ],
  links: {
    eVisa: 'https://www.evisa.mofa.go.jp',
    embassyInfo: 'https://www.mofa.go.jp/j_info/visit/visa/index.html',
    additionalInfo: 'https://www.moj.go.jp/isa/',
  },
  recommendations: [
    tr(
      'Visitors may not work; a working visa or the Working Holiday visa is needed for any paid work.',
      'Los visitantes no pueden trabajar; para un trabajo remunerado hace falta un visado de trabajo o de vacaciones y trabajo.',
      '访客不得工作，有偿工作须持工作签证或打工度假签证。',
    ),
  ],
};

export const CN: DestinationVisaData = {
  code: 'CN',
  maxStay: tr(
    'Visa-free 30 days for many nationalities; 240-hour visa-free transit for 55; L visa usually 30 days per entry',
    'Sin visado 30 días para muchas nacionalidades; tránsito sin visado de 240 horas para 55; visado L normalmente 30 días por entrada',
    '多国公民免签 30 天；55 国公民可享 240 小时过境免签；L 签证通常每次停留 30 天',
  ),
  passportValidity: tr(
    'Valid at least 6 months, with blank visa pages',
    'Válido al menos 6 meses y con páginas en blanco para el visado',
    '有效期至少 6 个月，并有空白签证页',
  ),
  options: [
    option({
      name: tr('L tourist visa', 'Visado de turista L', 'L 字旅游签证'),
      type: 'tourist',
      processingTime: workingDays(4, 4),
      validityPeriod: tr(
        'Usually 30 days per entry; single, double or multiple entry',
        'Normalmente 30 días por entrada; una, dos o varias entradas',
        '通常每次停留 30 天；单次、两次或多次入境',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For tourism and visits to relatives or friends.',
        'Para turismo y visitas a familiares o amigos.',
        '用于旅游及探亲访友。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Visiting Family/Friends'],
      onlyFor: ['visa_required'],
    }),
    option({
      name: tr('M business visa', 'Visado de negocios M', 'M 字商务签证'),
      type: 'business',
      processingTime: workingDays(4, 4),
      validityPeriod: tr('As stated on the visa', 'Según el visado', '以签证所载为准'),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For commercial and trade activities, with an invitation from a Chinese partner.',
        'Para actividades comerciales, con invitación de un socio chino.',
        '用于商业贸易活动，须有中国合作方邀请函。',
      ),
      mappedCategories: ['Business'],
    }),
    option({
      name: tr('X1 / X2 student visa', 'Visado de estudiante X1 / X2', 'X1 / X2 学习签证'),
      type: 'student',
      processingTime: workingDays(4, 4),
      validityPeriod: tr(
        'X1: over 180 days (residence permit within 30 days); X2: up to 180 days',
        'X1: más de 180 días (permiso de residencia en 30 días); X2: hasta 180 días',
        'X1：180 天以上（入境 30 日内办理居留许可）；X2：180 天以内',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'Needs the admission letter and the JW201 or JW202 form from the school.',
        'Requiere la carta de admisión y el formulario JW201 o JW202 del centro.',
        '须提供录取通知书和学校出具的 JW201 或 JW202 表。',
      ),
    }),
    option({
      name: tr('Z work visa', 'Visado de trabajo Z', 'Z 字工作签证'),
      type: 'work',
      processingTime: workingDays(4, 4),
      validityPeriod: tr(
        'Entry visa; apply for the residence permit within 30 days',
        'Visado de entrada; pida el permiso de residencia en 30 días',
        '入境签证；入境后 30 日内办理居留许可',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'Needs the Notification Letter of Foreigner’s Work Permit obtained by the employer.',
        'Requiere la Notificación de Permiso de Trabajo para Extranjeros que obtiene el empleador.',
        '须由雇主取得《外国人工作许可通知》。',
      ),
    }),
    option({
      name: tr('Q1 / Q2 family visa', 'Visado familiar Q1 / Q2', 'Q1 / Q2 探亲签证'),
      type: 'family',
      processingTime: workingDays(4, 4),
      validityPeriod: tr(
        'Q1: long stay for family reunion; Q2: short visit',
        'Q1: larga estancia por reagrupación; Q2: visita corta',
        'Q1：家庭团聚长期居留；Q2：短期探亲',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For family members of Chinese citizens or of foreigners with permanent residence in China.',
        'Para familiares de ciudadanos chinos o de extranjeros con residencia permanente en China.',
        '适用于中国公民或在华永久居留外国人的家庭成员。',
      ),
    }),
  ],
  documents: [
    ...VISITOR_VISA_DOCUMENTS,
    tr(
      'Online visa application form (COVA) confirmation',
      'Confirmación del formulario de solicitud en línea (COVA)',
      '在线签证申请表（COVA）确认页',
    ),
  ],
  process: consularProcess(
    tr(
      'Fill in the online form on cova.mfa.gov.cn, then submit at the Chinese Visa Application Service Center or consulate.',
      'Rellene el formulario en línea en cova.mfa.gov.cn y preséntelo en el Centro de Servicio de Solicitud de Visados de China o el consulado.',
      '在 cova.mfa.gov.cn 填写在线申请表，然后到中国签证申请服务中心或使领馆递交。',
    ),
  ),
  notes: [
    {
      title: tr('Visa-free entry', 'Entrada sin visado', '免签入境'),
      description: tr(
        'China has extended unilateral 30-day visa-free entry to many countries; check the current list before applying.',
        'China ha ampliado la entrada sin visado de 30 días a muchos países; consulte la lista vigente antes de solicitarlo.',
        '中国已对众多国家实行 30 天单方面免签，申请前请查询最新名单。',
      ),
      type: 'info',
    },
    {
      title: tr('Hong Kong and Macao', 'Hong Kong y Macao', '香港和澳门'),
      description: tr(
        'Hong Kong and Macao have their own entry rules; a mainland visa does not cover them.',
        'Hong Kong y Macao tienen sus propias reglas de entrada; el visado de China continental no las cubre.',
        '香港和澳门实行独立的入境政策，内地签证不适用。',
      ),
      type: 'important',
    },
  ],
  links: {
    eVisa: 'https://cova.mfa.gov.cn',
    embassyInfo: 'https://cs.mfa.gov.cn',
    additionalInfo: 'https://en.nia.gov.cn',
  },
  recommendations: [
    tr(
      'For 240-hour visa-free transit, hold a confirmed onward ticket to a third country.',
      'Para el tránsito sin visado de 240 horas, tenga un billete confirmado a un tercer país.',
      '使用 240 小时过境免签须持有前往第三国的确认联程机票。',
    ),
  ],
};

export const HK: DestinationVisaData = {
  code: 'HK',
  maxStay: tr(
    'Visa-free stays of 7 to 180 days depending on nationality',
    'Estancias sin visado de 7 a 180 días según la nacionalidad',
    '免签停留 7 至 180 天，视国籍而定',
  ),
  passportValidity: tr(
    'Valid at least 1 month beyond the intended stay',
    'Válido al menos 1 mes más allá de la estancia prevista',
    '有效期须超出预定停留期至少 1 个月',
  ),
  options: [
    option({
      name: tr(
        'Visit visa / entry permit',
        'Visado o permiso de entrada de visita',
        '访港签证 / 进入许可',
      ),
      type: 'tourist',
      processingTime: weeksText(),
      validityPeriod: tr(
        'As granted, usually short stays',
        'Según se conceda, normalmente estancias cortas',
        '按批准期限，通常为短期停留',
      ),
      fee: same('HKD 230'),
      description: tr(
        'For nationalities that need a visa to visit Hong Kong.',
        'Para las nacionalidades que necesitan visado para visitar Hong Kong.',
        '适用于须办理签证方可访港的国籍。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
      onlyFor: ['visa_required', 'e_visa'],
    }),
    option({
      name: tr(
        'Student visa / entry permit',
        'Visado o permiso de entrada de estudiante',
        '学生签证 / 进入许可',
      ),
      type: 'student',
      processingTime: weeksText(),
      validityPeriod: PHRASES.durationOfStudies,
      fee: same('HKD 230'),
      description: tr(
        'Applied for through the admitting school as local sponsor.',
        'Se tramita a través del centro de estudios como patrocinador local.',
        '通过录取学校作为本地担保人申请。',
      ),
    }),
    option({
      name: tr(
        'Employment visa (GEP) / Top Talent Pass',
        'Visado de empleo (GEP) / Top Talent Pass',
        '就业签证（一般就业政策）/ 高端人才通行证',
      ),
      type: 'work',
      processingTime: weeksText(),
      validityPeriod: tr(
        'Usually 2 years, renewable',
        'Normalmente 2 años, renovable',
        '通常 2 年，可续签',
      ),
      fee: same('HKD 230'),
      description: tr(
        'With a job offer (General Employment Policy), or as a high earner or top-university graduate (Top Talent Pass Scheme).',
        'Con una oferta de empleo (General Employment Policy) o como persona de altos ingresos o titulada de una universidad destacada (Top Talent Pass).',
        '凭工作邀请（一般就业政策），或以高收入人士、顶尖大学毕业生身份申请（高端人才通行证计划）。',
      ),
    }),
  ],
  documents: [DOCUMENTS.returnTicket, DOCUMENTS.funds, DOCUMENTS.accommodation],
  process: consularProcess(
    tr(
      'Apply online to the Hong Kong Immigration Department (most visas are issued as e-Visas).',
      'Solicítelo en línea al Departamento de Inmigración de Hong Kong (la mayoría se emiten como e-Visa).',
      '向香港入境事务处在线申请（大多数签证以电子签证形式签发）。',
    ),
  ),
  notes: [
    {
      title: tr(
        'Separate from mainland China',
        'Independiente de China continental',
        '与内地入境政策分开',
      ),
      description: tr(
        'Hong Kong has its own immigration control; mainland Chinese residents use an Exit-Entry Permit instead of a visa.',
        'Hong Kong tiene su propio control migratorio; los residentes de China continental usan un permiso de salida y entrada en lugar de visado.',
        '香港实行独立的出入境管制；内地居民凭《往来港澳通行证》而非签证入境。',
      ),
      type: 'important',
    },
  ],
  links: {
    eVisa: 'https://www.immd.gov.hk/eng/services/visas/visit-transit.html',
    embassyInfo: 'https://www.immd.gov.hk',
  },
  recommendations: [
    tr(
      'Visitors may not work or study without the matching visa.',
      'Los visitantes no pueden trabajar ni estudiar sin el visado correspondiente.',
      '访客未持相应签证不得工作或就读。',
    ),
  ],
};

function weeksText() {
  return tr('Usually 4 weeks or more', 'Normalmente 4 semanas o más', '通常 4 周或以上');
}

export const KR: DestinationVisaData = {
  code: 'KR',
  maxStay: tr(
    'Visa-free stays of 30 to 90 days depending on nationality',
    'Estancias sin visado de 30 a 90 días según la nacionalidad',
    '免签停留 30 至 90 天，视国籍而定',
  ),
  passportValidity: tr(
    'Valid for the whole stay (6 months recommended)',
    'Válido para toda la estancia (se recomiendan 6 meses)',
    '须覆盖整个停留期（建议 6 个月以上）',
  ),
  options: [
    option({
      name: same('K-ETA'),
      type: 'tourist',
      processingTime: tr('Usually within 72 hours', 'Normalmente en 72 horas', '通常 72 小时内'),
      validityPeriod: tr('Up to 3 years', 'Hasta 3 años', '最长 3 年'),
      fee: same('KRW 10,000'),
      description: tr(
        'Electronic travel authorisation for visa-free visitors; some nationalities are temporarily exempt.',
        'Autorización electrónica de viaje para visitantes sin visado; algunas nacionalidades están exentas temporalmente.',
        '免签访客须申请的电子旅行许可；部分国籍暂时豁免。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
      onlyFor: ['eta', 'visa_free'],
    }),
    option({
      name: tr('C-3 short-term visit visa', 'Visado de visita corta C-3', 'C-3 短期访问签证'),
      type: 'tourist',
      validityPeriod: tr('Stays up to 90 days', 'Estancias de hasta 90 días', '停留最长 90 天'),
      fee: tr(
        'USD 40 (single entry, up to 90 days); USD 90 (multiple entry)',
        'USD 40 (una entrada, hasta 90 días); USD 90 (entradas múltiples)',
        'USD 40（单次，90 天以内）；USD 90（多次）',
      ),
      description: tr(
        'For tourism, family visits, business meetings and short courses.',
        'Para turismo, visitas familiares, reuniones de negocios y cursos cortos.',
        '用于旅游、探亲、商务会议和短期课程。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Medical'],
      onlyFor: ['visa_required', 'e_visa'],
    }),
    option({
      name: tr(
        'D-2 student / D-4 language trainee visa',
        'Visado de estudiante D-2 / idiomas D-4',
        'D-2 留学 / D-4 语言研修签证',
      ),
      type: 'student',
      validityPeriod: PHRASES.durationOfStudies,
      fee: PHRASES.feeByNationality,
      description: tr(
        'D-2 for degree programmes, D-4 for Korean language courses at a university institute.',
        'D-2 para estudios de grado y posgrado, D-4 para cursos de coreano en un instituto universitario.',
        'D-2 用于学位课程，D-4 用于大学附属机构的韩语课程。',
      ),
    }),
    option({
      name: tr(
        'E-7 professional employment visa',
        'Visado de empleo profesional E-7',
        'E-7 特定职业签证',
      ),
      type: 'work',
      validityPeriod: PHRASES.durationOfContract,
      fee: PHRASES.feeByNationality,
      description: tr(
        'For professionals in designated occupations, sponsored by a Korean employer.',
        'Para profesionales en ocupaciones designadas, patrocinados por un empleador coreano.',
        '适用于指定职业的专业人员，由韩国雇主担保。',
      ),
    }),
  ],
  documents: VISITOR_VISA_DOCUMENTS,
  process: consularProcess(
    tr(
      'Apply at the Korean embassy or consulate, or online on visa.go.kr where allowed.',
      'Solicítelo en la embajada o consulado de Corea, o en línea en visa.go.kr cuando se permita.',
      '向韩国使领馆申请，符合条件者可在 visa.go.kr 在线申请。',
    ),
  ),
  notes: [
    {
      title: tr('Check the K-ETA exemption', 'Compruebe la exención de K-ETA', '确认 K-ETA 豁免'),
      description: tr(
        'Korea has temporarily exempted some nationalities from K-ETA; check k-eta.go.kr before travel.',
        'Corea ha eximido temporalmente a algunas nacionalidades de la K-ETA; consulte k-eta.go.kr antes del viaje.',
        '韩国暂时对部分国籍免除 K-ETA，出行前请查询 k-eta.go.kr。',
      ),
      type: 'info',
    },
  ],
  links: {
    eVisa: 'https://www.k-eta.go.kr',
    embassyInfo: 'https://www.visa.go.kr',
    additionalInfo: 'https://www.immigration.go.kr',
  },
  recommendations: [
    tr(
      'Apply for K-ETA at least 72 hours before boarding, only on k-eta.go.kr.',
      'Solicite la K-ETA al menos 72 horas antes de embarcar, solo en k-eta.go.kr.',
      '请至少在登机前 72 小时、仅通过 k-eta.go.kr 申请 K-ETA。',
    ),
  ],
};

export const EAST_ASIA_DESTINATIONS: readonly DestinationVisaData[] = [JP, CN, HK, KR];
