import { PHRASES, same, tr, upToYears, workingDays } from './localized';
import { consularProcess, DOCUMENTS, onlineProcess, option } from './shared-texts';
import type { DestinationVisaData, ImportantNoteData } from './visa-info-data';

// Thailand, Malaysia, Vietnam, Indonesia, Singapore, India, the Philippines and Australia.

const SIX_MONTHS_FROM_ENTRY = tr(
  'Valid at least 6 months from the date of entry',
  'Válido al menos 6 meses desde la fecha de entrada',
  '自入境之日起至少有效 6 个月',
);

function arrivalCardNote(name: string, site: string): ImportantNoteData {
  return {
    title: same(name),
    description: tr(
      `Complete the free ${name} online at ${site} before arrival.`,
      `Rellene gratis la ${name} en ${site} antes de llegar.`,
      `抵达前请在 ${site} 免费填写 ${name}。`,
    ),
    type: 'important',
  };
}

const ARRIVAL_DOCUMENTS = [DOCUMENTS.returnTicket, DOCUMENTS.funds, DOCUMENTS.accommodation];

export const TH: DestinationVisaData = {
  code: 'TH',
  maxStay: tr(
    'Visa exemption: 60 days for eligible nationalities (extendable once by 30 days); tourist visa 60 days',
    'Exención de visado: 60 días para las nacionalidades admitidas (prorrogable una vez 30 días); visado de turista 60 días',
    '免签：符合条件国籍 60 天（可延期一次 30 天）；旅游签证 60 天',
  ),
  passportValidity: SIX_MONTHS_FROM_ENTRY,
  options: [
    option({
      name: tr('Tourist visa (TR)', 'Visado de turista (TR)', '旅游签证（TR）'),
      type: 'tourist',
      processingTime: workingDays(5, 10),
      validityPeriod: tr(
        '3 months to enter; stay 60 days, extendable by 30',
        '3 meses para entrar; estancia de 60 días, prorrogable 30',
        '3 个月内入境；停留 60 天，可延期 30 天',
      ),
      fee: tr(
        'THB 1,000 (single entry), paid in local currency',
        'THB 1.000 (una entrada), en moneda local',
        'THB 1,000（单次），以当地货币支付',
      ),
      description: tr(
        'For tourism; apply online on the official Thai e-Visa system.',
        'Para turismo; se solicita en línea en el sistema oficial Thai e-Visa.',
        '用于旅游，通过泰国官方电子签证系统在线申请。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Visiting Family/Friends', 'Medical'],
      onlyFor: ['visa_required', 'e_visa', 'visa_on_arrival'],
    }),
    option({
      name: tr(
        'Destination Thailand Visa (DTV)',
        'Destination Thailand Visa (DTV)',
        '泰国目的地签证（DTV）',
      ),
      type: 'work',
      processingTime: workingDays(5, 10),
      validityPeriod: tr(
        '5 years; stays up to 180 days per entry, extendable once',
        '5 años; estancias de hasta 180 días por entrada, prorrogables una vez',
        '5 年；每次入境停留最长 180 天，可延期一次',
      ),
      fee: same('THB 10,000'),
      description: tr(
        'For remote workers and for activities such as Muay Thai or cooking courses; no work for Thai employers.',
        'Para teletrabajadores y actividades como Muay Thai o cursos de cocina; no permite trabajar para empresas tailandesas.',
        '适用于远程工作者及泰拳、烹饪课程等活动，不得为泰国雇主工作。',
      ),
      mappedCategories: ['Work/Employment', 'Tourism & Sightseeing', 'Cultural Exchange'],
    }),
    option({
      name: tr(
        'Non-Immigrant ED visa (education)',
        'Visado No Inmigrante ED (estudios)',
        '非移民 ED 签证（教育）',
      ),
      type: 'student',
      processingTime: workingDays(5, 10),
      validityPeriod: tr(
        '90 days, extendable in Thailand',
        '90 días, prorrogable en Tailandia',
        '90 天，可在泰国境内延期',
      ),
      fee: tr('THB 2,000 (single entry)', 'THB 2.000 (una entrada)', 'THB 2,000（单次）'),
      description: tr(
        'For study at a Thai school or university, with its acceptance letter.',
        'Para estudiar en un centro o universidad tailandeses, con su carta de admisión.',
        '凭泰国学校或大学录取信用于学习。',
      ),
    }),
    option({
      name: tr(
        'Non-Immigrant B visa (business and work)',
        'Visado No Inmigrante B (negocios y trabajo)',
        '非移民 B 签证（商务和工作）',
      ),
      type: 'business',
      processingTime: workingDays(5, 10),
      validityPeriod: tr(
        '90 days, extendable with a work permit',
        '90 días, prorrogable con permiso de trabajo',
        '90 天，持工作许可可延期',
      ),
      fee: tr(
        'THB 2,000 (single entry); THB 5,000 (multiple entry, 1 year)',
        'THB 2.000 (una entrada); THB 5.000 (entradas múltiples, 1 año)',
        'THB 2,000（单次）；THB 5,000（1 年多次）',
      ),
      description: tr(
        'For business and employment; employees also need a work permit from the Department of Employment.',
        'Para negocios y empleo; los empleados necesitan además un permiso de trabajo del Departamento de Empleo.',
        '用于商务和就业，受雇者还须向就业厅申请工作许可。',
      ),
      mappedCategories: ['Business', 'Work/Employment'],
    }),
  ],
  documents: ARRIVAL_DOCUMENTS,
  process: onlineProcess('www.thaievisa.go.th'),
  notes: [arrivalCardNote('Thailand Digital Arrival Card (TDAC)', 'tdac.immigration.go.th')],
  links: {
    eVisa: 'https://www.thaievisa.go.th',
    embassyInfo: 'https://www.mfa.go.th',
    additionalInfo: 'https://tdac.immigration.go.th',
  },
  recommendations: [
    tr(
      'Carry proof of onward travel: airlines and officers may ask for it.',
      'Lleve prueba de salida del país: las aerolíneas y los agentes pueden pedirla.',
      '请携带离境证明，航空公司和移民官可能查验。',
    ),
  ],
};

export const MY: DestinationVisaData = {
  code: 'MY',
  maxStay: tr(
    'Visa-free stays of 14, 30 or 90 days depending on nationality',
    'Estancias sin visado de 14, 30 o 90 días según la nacionalidad',
    '免签停留 14、30 或 90 天，视国籍而定',
  ),
  passportValidity: SIX_MONTHS_FROM_ENTRY,
  options: [
    option({
      name: same('eVISA'),
      type: 'tourist',
      processingTime: workingDays(2, 5),
      validityPeriod: tr(
        'Single entry, stay up to 30 days',
        'Una entrada, estancia de hasta 30 días',
        '单次入境，停留最长 30 天',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'Online visa for tourism, business and family visits for nationalities that need a visa.',
        'Visado en línea para turismo, negocios y visitas familiares de las nacionalidades que lo necesitan.',
        '需签证国籍用于旅游、商务和探亲的在线签证。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
      onlyFor: ['e_visa', 'visa_required'],
    }),
    option({
      name: tr('Student Pass', 'Pase de estudiante (Student Pass)', '学生准证（Student Pass）'),
      type: 'student',
      validityPeriod: PHRASES.durationOfStudies,
      fee: PHRASES.feeByNationality,
      description: tr(
        'Applied for through the institution on Education Malaysia Global Services (EMGS).',
        'Se tramita a través del centro en Education Malaysia Global Services (EMGS).',
        '由院校通过马来西亚教育全球服务（EMGS）代为申请。',
      ),
    }),
    option({
      name: tr(
        'Employment Pass',
        'Pase de empleo (Employment Pass)',
        '就业准证（Employment Pass）',
      ),
      type: 'work',
      validityPeriod: tr('Up to 5 years', 'Hasta 5 años', '最长 5 年'),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For professionals; the Malaysian employer applies through the Expatriate Services Division (ESD).',
        'Para profesionales; el empleador malasio lo solicita a través de la Expatriate Services Division (ESD).',
        '适用于专业人员，由马来西亚雇主通过外籍人士服务处（ESD）申请。',
      ),
    }),
  ],
  documents: ARRIVAL_DOCUMENTS,
  process: onlineProcess('malaysiavisa.imi.gov.my'),
  notes: [
    arrivalCardNote('Malaysia Digital Arrival Card (MDAC)', 'imigresen-online.imi.gov.my/mdac'),
  ],
  links: {
    eVisa: 'https://malaysiavisa.imi.gov.my',
    embassyInfo: 'https://www.imi.gov.my',
    additionalInfo: 'https://educationmalaysia.gov.my',
  },
  recommendations: [
    tr(
      'Sabah and Sarawak have their own immigration control: keep your passport at hand when flying there.',
      'Sabah y Sarawak tienen su propio control migratorio: tenga el pasaporte a mano al volar allí.',
      '沙巴和砂拉越实行独立的入境管制，飞往当地时请随身携带护照。',
    ),
  ],
};

export const VN: DestinationVisaData = {
  code: 'VN',
  maxStay: tr(
    'eVisa up to 90 days; visa-free 45 days for some nationalities',
    'eVisa hasta 90 días; sin visado 45 días para algunas nacionalidades',
    '电子签证最长 90 天；部分国籍免签 45 天',
  ),
  passportValidity: SIX_MONTHS_FROM_ENTRY,
  options: [
    option({
      name: same('eVisa'),
      type: 'tourist',
      processingTime: workingDays(3, 3),
      validityPeriod: tr('Up to 90 days', 'Hasta 90 días', '最长 90 天'),
      fee: tr(
        'USD 25 (single entry); USD 50 (multiple entry)',
        'USD 25 (una entrada); USD 50 (entradas múltiples)',
        'USD 25（单次）；USD 50（多次）',
      ),
      description: tr(
        'Available to all nationalities, for tourism, business and family visits.',
        'Disponible para todas las nacionalidades, para turismo, negocios y visitas familiares.',
        '所有国籍均可申请，用于旅游、商务和探亲。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
    }),
    option({
      name: tr('DH student visa', 'Visado de estudiante DH', 'DH 留学签证'),
      type: 'student',
      validityPeriod: upToYears(1),
      fee: PHRASES.feeByCategory,
      description: tr(
        'Sponsored by the Vietnamese school or university.',
        'Patrocinado por el centro o universidad vietnamitas.',
        '由越南学校或大学担保。',
      ),
    }),
    option({
      name: tr('LD work visa', 'Visado de trabajo LD', 'LD 劳务签证'),
      type: 'work',
      validityPeriod: tr('Up to 2 years', 'Hasta 2 años', '最长 2 年'),
      fee: PHRASES.feeByCategory,
      description: tr(
        'Needs a work permit (or exemption) obtained by the employer in Vietnam.',
        'Requiere el permiso de trabajo (o exención) que obtiene el empleador en Vietnam.',
        '须由越南雇主取得工作许可（或豁免）。',
      ),
    }),
  ],
  documents: ARRIVAL_DOCUMENTS,
  process: onlineProcess('evisa.gov.vn'),
  notes: [
    {
      title: tr('Enter at a listed port', 'Entre por un puesto autorizado', '须从指定口岸入境'),
      description: tr(
        'The eVisa is valid only at the border posts listed on the official portal.',
        'La eVisa solo vale en los puestos fronterizos indicados en el portal oficial.',
        '电子签证仅在官方网站列明的口岸有效。',
      ),
      type: 'important',
    },
  ],
  links: {
    eVisa: 'https://evisa.gov.vn',
    embassyInfo: 'https://mofa.gov.vn',
    additionalInfo: 'https://xuatnhapcanh.gov.vn',
  },
  recommendations: [
    tr(
      'Check every detail of the eVisa against your passport before travel; errors mean refusal at the border.',
      'Compare cada dato de la eVisa con el pasaporte antes de viajar; un error supone la denegación en la frontera.',
      '出行前核对电子签证信息与护照是否一致，错误可能导致被拒入境。',
    ),
  ],
};

export const ID: DestinationVisaData = {
  code: 'ID',
  maxStay: tr(
    'Visa on arrival: 30 days, extendable once by 30 days; visa-free 30 days for ASEAN citizens',
    'Visado a la llegada: 30 días, prorrogable una vez 30 días; sin visado 30 días para ciudadanos de la ASEAN',
    '落地签：30 天，可延期一次 30 天；东盟公民免签 30 天',
  ),
  passportValidity: SIX_MONTHS_FROM_ENTRY,
  options: [
    option({
      name: tr('Visa on arrival (e-VOA)', 'Visado a la llegada (e-VOA)', '落地签（e-VOA）'),
      type: 'tourist',
      processingTime: tr(
        'Online before travel, or at the airport on arrival',
        'En línea antes del viaje o en el aeropuerto a la llegada',
        '出行前在线办理或抵达机场时办理',
      ),
      validityPeriod: tr(
        '30 days, extendable once by 30',
        '30 días, prorrogable una vez 30',
        '30 天，可延期一次 30 天',
      ),
      fee: same('IDR 500,000'),
      description: tr(
        'For tourism, business meetings and family visits by eligible nationalities.',
        'Para turismo, reuniones de negocios y visitas familiares de las nacionalidades admitidas.',
        '符合条件国籍用于旅游、商务会议和探亲。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
      onlyFor: ['visa_on_arrival', 'e_visa'],
    }),
    option({
      name: tr('Visit visa (C1)', 'Visado de visita (C1)', '访问签证（C1）'),
      type: 'tourist',
      validityPeriod: tr('Stay up to 60 days', 'Estancia de hasta 60 días', '停留最长 60 天'),
      fee: PHRASES.feeByCategory,
      description: tr(
        'For longer tourist stays or nationalities not eligible for visa on arrival; apply on evisa.imigrasi.go.id.',
        'Para estancias turísticas más largas o nacionalidades sin visado a la llegada; se pide en evisa.imigrasi.go.id.',
        '适用于较长旅游停留或不符合落地签条件的国籍，在 evisa.imigrasi.go.id 申请。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Visiting Family/Friends', 'Medical'],
    }),
    option({
      name: tr(
        'Student limited stay visa (KITAS)',
        'Visado de estancia limitada para estudiantes (KITAS)',
        '学生有限居留签证（KITAS）',
      ),
      type: 'student',
      validityPeriod: upToYears(1),
      fee: PHRASES.feeByCategory,
      description: tr(
        'Sponsored by the Indonesian institution.',
        'Patrocinado por el centro indonesio.',
        '由印尼院校担保。',
      ),
    }),
    option({
      name: tr(
        'Work limited stay visa (KITAS)',
        'Visado de estancia limitada para trabajo (KITAS)',
        '工作有限居留签证（KITAS）',
      ),
      type: 'work',
      validityPeriod: tr('Up to 2 years', 'Hasta 2 años', '最长 2 年'),
      fee: PHRASES.feeByCategory,
      description: tr(
        'Sponsored by the employer after approval of its foreign worker plan (RPTKA).',
        'Patrocinado por el empleador tras aprobarse su plan de trabajadores extranjeros (RPTKA).',
        '由雇主在外籍员工使用计划（RPTKA）获批后担保。',
      ),
    }),
  ],
  documents: ARRIVAL_DOCUMENTS,
  process: onlineProcess('evisa.imigrasi.go.id'),
  notes: [
    {
      title: tr('Bali tourist levy', 'Tasa turística de Bali', '巴厘岛旅游税'),
      description: tr(
        'Foreign visitors to Bali pay a levy of IDR 150,000, best paid on the official Love Bali site.',
        'Los visitantes extranjeros de Bali pagan una tasa de IDR 150.000, mejor en el sitio oficial Love Bali.',
        '外国游客前往巴厘岛须缴纳 IDR 150,000 旅游税，建议通过官方 Love Bali 网站支付。',
      ),
      type: 'important',
    },
    arrivalCardNote('All Indonesia', 'allindonesia.imigrasi.go.id'),
  ],
  links: {
    eVisa: 'https://evisa.imigrasi.go.id',
    embassyInfo: 'https://www.imigrasi.go.id',
    additionalInfo: 'https://lovebali.baliprov.go.id',
  },
  recommendations: [
    tr(
      'Buying the e-VOA online before departure speeds up arrival.',
      'Comprar la e-VOA en línea antes de salir agiliza la llegada.',
      '出发前在线购买 e-VOA 可加快入境。',
    ),
  ],
};

export const SG: DestinationVisaData = {
  code: 'SG',
  maxStay: tr(
    'Visa-free stays of 30 or 90 days depending on nationality',
    'Estancias sin visado de 30 o 90 días según la nacionalidad',
    '免签停留 30 或 90 天，视国籍而定',
  ),
  passportValidity: tr(
    'Valid at least 6 months from the date of arrival',
    'Válido al menos 6 meses desde la fecha de llegada',
    '自抵达之日起至少有效 6 个月',
  ),
  options: [
    option({
      name: tr('Entry visa', 'Visado de entrada', '入境签证'),
      type: 'tourist',
      processingTime: workingDays(3, 3),
      validityPeriod: tr(
        'Usually up to 30 days per visit',
        'Normalmente hasta 30 días por visita',
        '通常每次最长 30 天',
      ),
      fee: same('SGD 30'),
      description: tr(
        'For visa-required nationalities, applied through a local contact or an authorised visa agent.',
        'Para nacionalidades que necesitan visado, a través de un contacto local o un agente autorizado.',
        '适用于需签证国籍，通过本地联系人或授权签证代理申请。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
      onlyFor: ['visa_required', 'e_visa'],
    }),
    option({
      name: tr(
        "Student's Pass",
        'Pase de estudiante (Student’s Pass)',
        '学生准证（Student’s Pass）',
      ),
      type: 'student',
      processingTime: tr('About 4 weeks', 'Unas 4 semanas', '约 4 周'),
      validityPeriod: PHRASES.durationOfStudies,
      fee: tr(
        'SGD 30 processing plus SGD 60 issuance',
        'SGD 30 de tramitación más SGD 60 de emisión',
        '处理费 SGD 30，另加签发费 SGD 60',
      ),
      description: tr(
        'Applied for on ICA’s SOLAR system after admission to a Singapore institution.',
        'Se solicita en el sistema SOLAR de la ICA tras la admisión en un centro de Singapur.',
        '获新加坡院校录取后通过 ICA 的 SOLAR 系统申请。',
      ),
    }),
    option({
      name: tr(
        'Employment Pass',
        'Pase de empleo (Employment Pass)',
        '就业准证（Employment Pass）',
      ),
      type: 'work',
      processingTime: tr('About 10 working days', 'Unos 10 días hábiles', '约 10 个工作日'),
      validityPeriod: tr(
        'Up to 2 years first, renewable up to 3',
        'Hasta 2 años la primera vez, renovable hasta 3',
        '首次最长 2 年，续签最长 3 年',
      ),
      fee: tr(
        'SGD 105 application plus SGD 225 issuance',
        'SGD 105 de solicitud más SGD 225 de emisión',
        '申请费 SGD 105，另加签发费 SGD 225',
      ),
      description: tr(
        'For professionals meeting the salary and COMPASS criteria; the employer applies to MOM.',
        'Para profesionales que cumplen el salario mínimo y los criterios COMPASS; lo solicita el empleador al MOM.',
        '适用于达到薪资和 COMPASS 标准的专业人员，由雇主向人力部（MOM）申请。',
      ),
    }),
  ],
  documents: ARRIVAL_DOCUMENTS,
  process: consularProcess(
    tr(
      'Apply to the Immigration & Checkpoints Authority (ICA) through a local sponsor or authorised agent.',
      'Solicítelo a la Autoridad de Inmigración y Puestos de Control (ICA) mediante un patrocinador local o agente autorizado.',
      '通过本地担保人或授权代理向移民与关卡局（ICA）申请。',
    ),
  ),
  notes: [arrivalCardNote('SG Arrival Card', 'eservices.ica.gov.sg/sgarrivalcard')],
  links: {
    eVisa: 'https://www.ica.gov.sg',
    embassyInfo: 'https://www.mfa.gov.sg',
    additionalInfo: 'https://www.mom.gov.sg',
  },
  recommendations: [
    tr(
      'Submit the SG Arrival Card within 3 days before arrival; it is free on the ICA site.',
      'Envíe la SG Arrival Card en los 3 días anteriores a la llegada; es gratuita en el sitio de la ICA.',
      '请在抵达前 3 天内提交 SG Arrival Card，在 ICA 网站免费办理。',
    ),
  ],
};

export const IN: DestinationVisaData = {
  code: 'IN',
  maxStay: tr(
    'e-Tourist 30-day visa: 30 days; 1- and 5-year e-Tourist visas: up to 90 days per visit (180 for some nationalities)',
    'e-Tourist de 30 días: 30 días; e-Tourist de 1 y 5 años: hasta 90 días por visita (180 para algunas nacionalidades)',
    '30 天电子旅游签证：30 天；1 年和 5 年电子旅游签证：每次最长 90 天（部分国籍 180 天）',
  ),
  passportValidity: tr(
    'Valid at least 6 months from arrival, with 2 blank pages',
    'Válido al menos 6 meses desde la llegada y con 2 páginas en blanco',
    '自抵达起至少有效 6 个月，并有 2 页空白页',
  ),
  options: [
    option({
      name: same('e-Tourist Visa'),
      type: 'tourist',
      processingTime: tr(
        'Usually 3–5 days; apply at least 4 days before',
        'Normalmente 3–5 días; solicítela al menos 4 días antes',
        '通常 3–5 天；请至少提前 4 天申请',
      ),
      validityPeriod: tr(
        '30 days, 1 year or 5 years',
        '30 días, 1 año o 5 años',
        '30 天、1 年或 5 年',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For tourism, visiting friends and relatives, yoga and short courses.',
        'Para turismo, visitas a familiares y amigos, yoga y cursos cortos.',
        '用于旅游、探亲访友、瑜伽和短期课程。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Visiting Family/Friends'],
    }),
    option({
      name: same('e-Business Visa'),
      type: 'business',
      processingTime: tr('Usually 3–5 days', 'Normalmente 3–5 días', '通常 3–5 天'),
      validityPeriod: tr('1 year, multiple entry', '1 año, entradas múltiples', '1 年，多次入境'),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For business meetings, trade and conferences.',
        'Para reuniones de negocios, comercio y congresos.',
        '用于商务会议、贸易和会展。',
      ),
      mappedCategories: ['Business'],
    }),
    option({
      name: same('e-Medical Visa'),
      type: 'tourist',
      processingTime: tr('Usually 3–5 days', 'Normalmente 3–5 días', '通常 3–5 天'),
      validityPeriod: tr('60 days, triple entry', '60 días, tres entradas', '60 天，三次入境'),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For medical treatment at a recognised hospital in India.',
        'Para tratamiento médico en un hospital reconocido de la India.',
        '用于在印度认可医院就医。',
      ),
      mappedCategories: ['Medical'],
    }),
    option({
      name: tr('Student visa', 'Visado de estudiante', '学生签证'),
      type: 'student',
      validityPeriod: tr(
        'Up to 5 years (length of the course)',
        'Hasta 5 años (duración del curso)',
        '最长 5 年（按课程期限）',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For regular studies at a recognised institution; apply through indianvisaonline.gov.in.',
        'Para estudios reglados en un centro reconocido; se solicita en indianvisaonline.gov.in.',
        '用于在认可院校的正规学习，通过 indianvisaonline.gov.in 申请。',
      ),
    }),
    option({
      name: tr('Employment visa', 'Visado de empleo', '就业签证'),
      type: 'work',
      validityPeriod: tr(
        'Up to 2 years, extendable',
        'Hasta 2 años, prorrogable',
        '最长 2 年，可延期',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For skilled jobs with an Indian company, usually with a minimum salary.',
        'Para empleos cualificados en una empresa india, normalmente con salario mínimo.',
        '用于在印度公司从事技术性工作，通常有最低薪资要求。',
      ),
    }),
  ],
  documents: [
    DOCUMENTS.photo,
    tr(
      'Scan of the passport bio page',
      'Copia escaneada de la página de datos del pasaporte',
      '护照资料页扫描件',
    ),
    DOCUMENTS.returnTicket,
    DOCUMENTS.funds,
  ],
  process: onlineProcess('indianvisaonline.gov.in/evisa'),
  notes: [
    {
      title: tr('Entry points', 'Puntos de entrada', '入境口岸'),
      description: tr(
        'e-Visa holders must arrive at a designated airport or seaport listed on the official site.',
        'Los titulares de e-Visa deben llegar por un aeropuerto o puerto designado en el sitio oficial.',
        '电子签证持有人须从官网列明的指定机场或港口入境。',
      ),
      type: 'important',
    },
    {
      title: tr('Restricted areas', 'Zonas restringidas', '受限地区'),
      description: tr(
        'Some border areas need a Protected or Restricted Area Permit in addition to the visa.',
        'Algunas zonas fronterizas requieren además un permiso de área protegida o restringida.',
        '部分边境地区除签证外还需办理保护区或限制区许可。',
      ),
      type: 'info',
    },
  ],
  links: {
    eVisa: 'https://indianvisaonline.gov.in/evisa',
    embassyInfo: 'https://indianvisaonline.gov.in',
    additionalInfo: 'https://boi.gov.in',
  },
  recommendations: [
    tr(
      'Apply only on indianvisaonline.gov.in; look-alike sites charge extra.',
      'Solicítelo solo en indianvisaonline.gov.in; los sitios imitadores cobran más.',
      '请只在 indianvisaonline.gov.in 申请，仿冒网站会额外收费。',
    ),
  ],
};

export const PH: DestinationVisaData = {
  code: 'PH',
  maxStay: tr(
    'Visa-free 30 days for most nationalities (14 or 59 days for some), extendable at the Bureau of Immigration',
    'Sin visado 30 días para la mayoría (14 o 59 días para algunas), prorrogable en la Oficina de Inmigración',
    '多数国籍免签 30 天（部分为 14 或 59 天），可在移民局延期',
  ),
  passportValidity: tr(
    'Valid at least 6 months beyond the intended stay',
    'Válido al menos 6 meses más allá de la estancia prevista',
    '有效期须超出预定停留期至少 6 个月',
  ),
  options: [
    option({
      name: tr(
        'Temporary visitor visa 9(a)',
        'Visado de visitante temporal 9(a)',
        '9(a) 临时访客签证',
      ),
      type: 'tourist',
      validityPeriod: tr(
        'Usually stays up to 59 days',
        'Normalmente estancias de hasta 59 días',
        '通常停留最长 59 天',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For tourism, business and family visits; eVisa available for some nationalities on evisa.gov.ph.',
        'Para turismo, negocios y visitas familiares; algunas nacionalidades pueden pedir eVisa en evisa.gov.ph.',
        '用于旅游、商务和探亲；部分国籍可在 evisa.gov.ph 申请电子签证。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Medical'],
      onlyFor: ['visa_required', 'e_visa'],
    }),
    option({
      name: tr('Student visa 9(f)', 'Visado de estudiante 9(f)', '9(f) 学生签证'),
      type: 'student',
      validityPeriod: PHRASES.durationOfStudies,
      fee: PHRASES.feeByCategory,
      description: tr(
        'For degree courses at a school authorised to accept foreign students.',
        'Para estudios de grado en un centro autorizado a admitir estudiantes extranjeros.',
        '用于在获准招收外国学生的学校攻读学位课程。',
      ),
    }),
    option({
      name: tr(
        'Pre-arranged employment visa 9(g)',
        'Visado de empleo preacordado 9(g)',
        '9(g) 预先安排就业签证',
      ),
      type: 'work',
      validityPeriod: tr('1 to 3 years', 'De 1 a 3 años', '1 至 3 年'),
      fee: PHRASES.feeByCategory,
      description: tr(
        'Needs an Alien Employment Permit (AEP) from the Department of Labor and Employment.',
        'Requiere un permiso de empleo para extranjeros (AEP) del Departamento de Trabajo y Empleo.',
        '须先取得劳工与就业部签发的外国人就业许可（AEP）。',
      ),
    }),
  ],
  documents: ARRIVAL_DOCUMENTS,
  process: consularProcess(
    tr(
      'Apply on evisa.gov.ph or at a Philippine embassy or consulate.',
      'Solicítelo en evisa.gov.ph o en una embajada o consulado de Filipinas.',
      '在 evisa.gov.ph 或菲律宾使领馆申请。',
    ),
  ),
  notes: [arrivalCardNote('eTravel', 'etravel.gov.ph')],
  links: {
    eVisa: 'https://evisa.gov.ph',
    embassyInfo: 'https://dfa.gov.ph',
    additionalInfo: 'https://immigration.gov.ph',
  },
  recommendations: [
    tr(
      'Airlines check for a return or onward ticket before boarding.',
      'Las aerolíneas comprueban el billete de vuelta o de continuación antes del embarque.',
      '航空公司登机前会检查返程或续程机票。',
    ),
  ],
};

// Passports eligible for Australia's Working Holiday (subclass 417) or Work and Holiday
// (subclass 462) visa (Department of Home Affairs, the subclasses' eligibility lists).
const AUSTRALIA_WORKING_HOLIDAY_PARTNERS = [
  'BE',
  'CA',
  'CY',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'HK',
  'IE',
  'IT',
  'JP',
  'KR',
  'MT',
  'NL',
  'NO',
  'SE',
  'TW',
  'GB',
  'AR',
  'AT',
  'BR',
  'CL',
  'CN',
  'CZ',
  'EC',
  'GR',
  'HU',
  'IN',
  'ID',
  'IL',
  'LU',
  'MY',
  'MN',
  'PE',
  'PL',
  'PT',
  'SM',
  'SG',
  'SK',
  'SI',
  'ES',
  'CH',
  'TH',
  'TR',
  'US',
  'UY',
  'VN',
] as const;

export const AU: DestinationVisaData = {
  code: 'AU',
  maxStay: tr(
    'ETA and eVisitor: up to 3 months per visit; Visitor visa: up to 3, 6 or 12 months as granted',
    'ETA y eVisitor: hasta 3 meses por visita; visado de visitante: hasta 3, 6 o 12 meses según se conceda',
    'ETA 和 eVisitor：每次最长 3 个月；访客签证：按批准最长 3、6 或 12 个月',
  ),
  passportValidity: tr(
    'Valid for the whole stay',
    'Válido durante toda la estancia',
    '须覆盖整个停留期',
  ),
  options: [
    option({
      name: tr(
        'ETA (subclass 601) / eVisitor (subclass 651)',
        'ETA (subclase 601) / eVisitor (subclase 651)',
        'ETA（601 类）/ eVisitor（651 类）',
      ),
      type: 'tourist',
      processingTime: tr(
        'Usually within 1 working day',
        'Normalmente en 1 día hábil',
        '通常 1 个工作日内',
      ),
      validityPeriod: tr(
        '12 months, multiple entries; up to 3 months per visit',
        '12 meses, entradas múltiples; hasta 3 meses por visita',
        '12 个月多次入境；每次最长 3 个月',
      ),
      fee: tr(
        'ETA: AUD 20 service charge (AustralianETA app); eVisitor: free',
        'ETA: AUD 20 de gestión (app AustralianETA); eVisitor: gratis',
        'ETA：AUD 20 服务费（AustralianETA 应用）；eVisitor：免费',
      ),
      description: tr(
        'ETA for passports such as the USA, Canada, Japan, Singapore and South Korea; eVisitor for EU citizens, the UK and others.',
        'ETA para pasaportes como EE. UU., Canadá, Japón, Singapur y Corea del Sur; eVisitor para ciudadanos de la UE, Reino Unido y otros.',
        'ETA 适用于美国、加拿大、日本、新加坡、韩国等护照；eVisitor 适用于欧盟、英国等公民。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
      onlyFor: ['eta', 'e_visa'],
    }),
    option({
      name: tr(
        'Visitor visa (subclass 600)',
        'Visado de visitante (subclase 600)',
        '访客签证（600 类）',
      ),
      type: 'tourist',
      processingTime: tr(
        'Varies; often several weeks',
        'Variable; a menudo varias semanas',
        '时间不一，通常数周',
      ),
      validityPeriod: tr(
        'Stays up to 3, 6 or 12 months',
        'Estancias de hasta 3, 6 o 12 meses',
        '停留最长 3、6 或 12 个月',
      ),
      fee: tr(
        'From AUD 200 (tourist stream)',
        'Desde AUD 200 (modalidad turística)',
        '旅游类别 AUD 200 起',
      ),
      description: tr(
        'For tourism, family visits and business visitor activities.',
        'Para turismo, visitas familiares y actividades de visitante de negocios.',
        '用于旅游、探亲和商务访问活动。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Medical'],
      onlyFor: ['visa_required'],
    }),
    option({
      name: tr(
        'Student visa (subclass 500)',
        'Visado de estudiante (subclase 500)',
        '学生签证（500 类）',
      ),
      type: 'student',
      processingTime: tr('Varies by sector', 'Varía según el sector', '因教育类别而异'),
      validityPeriod: tr(
        'Up to 5 years, in line with the course',
        'Hasta 5 años, según el curso',
        '最长 5 年，与课程一致',
      ),
      fee: same('AUD 2,000'),
      description: tr(
        'Needs a Confirmation of Enrolment (CoE) and Overseas Student Health Cover (OSHC).',
        'Requiere una Confirmación de Matrícula (CoE) y el seguro médico para estudiantes extranjeros (OSHC).',
        '须有入学确认书（CoE）和海外学生健康保险（OSHC）。',
      ),
    }),
    option({
      name: tr(
        'Skills in Demand visa (subclass 482)',
        'Visado Skills in Demand (subclase 482)',
        '技能需求签证（482 类）',
      ),
      type: 'work',
      processingTime: tr('Varies by stream', 'Varía según la modalidad', '因类别而异'),
      validityPeriod: tr('Up to 4 years', 'Hasta 4 años', '最长 4 年'),
      fee: PHRASES.feeByCategory,
      description: tr(
        'Employer-sponsored temporary work visa that replaced the TSS visa in December 2024.',
        'Visado temporal de trabajo patrocinado por el empleador que sustituyó al TSS en diciembre de 2024.',
        '雇主担保的临时工作签证，于 2024 年 12 月取代 TSS 签证。',
      ),
    }),
    option({
      name: tr(
        'Working Holiday visa (subclass 417 / 462)',
        'Visado Working Holiday (subclase 417 / 462)',
        '打工度假签证（417 / 462 类）',
      ),
      type: 'exchange',
      partners: AUSTRALIA_WORKING_HOLIDAY_PARTNERS,
      processingTime: tr('Varies', 'Variable', '时间不一'),
      validityPeriod: upToYears(1),
      fee: PHRASES.feeByCategory,
      description: tr(
        'For young adults from partner countries to holiday and work for up to a year.',
        'Para jóvenes de países socios que quieren viajar y trabajar hasta un año.',
        '适用于协议国家的年轻人度假并工作最长一年。',
      ),
      mappedCategories: ['Cultural Exchange', 'Work/Employment'],
    }),
  ],
  documents: [DOCUMENTS.funds, DOCUMENTS.purpose, DOCUMENTS.insurance],
  process: consularProcess(
    tr(
      'Apply online with an ImmiAccount (the ETA through the AustralianETA app).',
      'Presente la solicitud en línea con una ImmiAccount (la ETA mediante la app AustralianETA).',
      '通过 ImmiAccount 在线申请（ETA 通过 AustralianETA 应用申请）。',
    ),
  ),
  notes: [
    {
      title: tr('Strict biosecurity', 'Bioseguridad estricta', '严格的生物安全检查'),
      description: tr(
        'Declare all food, plant and animal products on arrival; penalties are heavy.',
        'Declare todos los alimentos y productos vegetales o animales a la llegada; las sanciones son elevadas.',
        '入境时须申报所有食品及动植物制品，违者重罚。',
      ),
      type: 'important',
    },
  ],
  links: {
    eVisa:
      'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/electronic-travel-authority-601',
    embassyInfo: 'https://immi.homeaffairs.gov.au',
    additionalInfo: 'https://www.abf.gov.au',
  },
  recommendations: [
    tr(
      'Everyone except New Zealand citizens needs a visa or ETA/eVisitor before travelling to Australia.',
      'Todos, salvo los ciudadanos de Nueva Zelanda, necesitan visado o ETA/eVisitor antes de viajar a Australia.',
      '除新西兰公民外，所有人赴澳前都须持有签证或 ETA/eVisitor。',
    ),
  ],
};

export const SOUTH_ASIA_PACIFIC_DESTINATIONS: readonly DestinationVisaData[] = [
  TH,
  MY,
  VN,
  ID,
  SG,
  IN,
  PH,
  AU,
];
