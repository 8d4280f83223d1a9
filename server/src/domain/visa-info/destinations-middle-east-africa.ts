import { PHRASES, same, tr, upToYears } from './localized';
import {
  consularProcess,
  DOCUMENTS,
  onlineProcess,
  option,
  VISITOR_VISA_DOCUMENTS,
} from './shared-texts';
import type { DestinationVisaData } from './visa-info-data';

// Saudi Arabia, the United Arab Emirates, Egypt, Morocco and South Africa.

const SIX_MONTHS = tr(
  'Valid at least 6 months from the date of entry',
  'Válido al menos 6 meses desde la fecha de entrada',
  '自入境之日起至少有效 6 个月',
);

const ARRIVAL_DOCUMENTS = [DOCUMENTS.returnTicket, DOCUMENTS.funds, DOCUMENTS.accommodation];

export const SA: DestinationVisaData = {
  code: 'SA',
  maxStay: tr(
    'Tourist eVisa: up to 90 days in total per year, multiple entry',
    'eVisa de turista: hasta 90 días en total al año, entradas múltiples',
    '旅游电子签证：每年累计最长 90 天，多次入境',
  ),
  passportValidity: SIX_MONTHS,
  options: [
    option({
      name: tr('Tourist eVisa', 'eVisa de turista', '旅游电子签证'),
      type: 'tourist',
      processingTime: tr(
        'Usually minutes to a few days',
        'Normalmente de minutos a unos días',
        '通常几分钟至数天',
      ),
      validityPeriod: tr(
        '1 year, multiple entry; up to 90 days in total',
        '1 año, entradas múltiples; hasta 90 días en total',
        '1 年多次入境；累计最长 90 天',
      ),
      fee: tr(
        'About SAR 535 including mandatory medical insurance (check the portal)',
        'Unos SAR 535 con el seguro médico obligatorio (consulte el portal)',
        '约 SAR 535，含强制医疗保险（以官网为准）',
      ),
      description: tr(
        'For tourism, family visits and Umrah (not Hajj); eligible nationalities may also get it on arrival.',
        'Para turismo, visitas familiares y Umrah (no Hajj); las nacionalidades admitidas pueden obtenerlo también a la llegada.',
        '用于旅游、探亲和副朝（不含朝觐）；符合条件的国籍也可落地办理。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Visiting Family/Friends'],
      onlyFor: ['e_visa', 'visa_on_arrival', 'visa_required'],
    }),
    option({
      name: tr('Business visit visa', 'Visado de visita de negocios', '商务访问签证'),
      type: 'business',
      validityPeriod: tr('As stated on the visa', 'Según el visado', '以签证所载为准'),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For meetings and business events, usually with an invitation from a Saudi company.',
        'Para reuniones y eventos de negocios, normalmente con invitación de una empresa saudí.',
        '用于商务会议和活动，通常需沙特公司邀请。',
      ),
      mappedCategories: ['Business'],
    }),
    option({
      name: tr('Work visa', 'Visado de trabajo', '工作签证'),
      type: 'work',
      validityPeriod: PHRASES.durationOfContract,
      fee: PHRASES.feeByCategory,
      description: tr(
        'Issued on the employer’s request; followed by a residence permit (Iqama).',
        'Se emite a petición del empleador; después se obtiene el permiso de residencia (Iqama).',
        '由雇主申请签发，入境后办理居留证（Iqama）。',
      ),
    }),
    option({
      name: tr('Student visa', 'Visado de estudiante', '学生签证'),
      type: 'student',
      validityPeriod: PHRASES.durationOfStudies,
      fee: PHRASES.feeByCategory,
      description: tr(
        'Requested through the admitting Saudi university.',
        'Se solicita a través de la universidad saudí que le admite.',
        '由录取的沙特大学代为申请。',
      ),
    }),
  ],
  documents: ARRIVAL_DOCUMENTS,
  process: onlineProcess('visa.visitsaudi.com'),
  notes: [
    {
      title: tr(
        'Hajj needs its own visa',
        'El Hajj requiere su propio visado',
        '朝觐须办理专用签证',
      ),
      description: tr(
        'The tourist visa does not allow Hajj; Hajj visas are issued through official channels only.',
        'El visado de turista no permite el Hajj; los visados de Hajj solo se emiten por cauces oficiales.',
        '旅游签证不可用于朝觐，朝觐签证仅通过官方渠道签发。',
      ),
      type: 'warning',
    },
  ],
  links: {
    eVisa: 'https://visa.visitsaudi.com',
    embassyInfo: 'https://ksavisa.sa',
    additionalInfo: 'https://www.mofa.gov.sa',
  },
  recommendations: [
    tr(
      'Holders of a valid US, UK or Schengen visa may qualify for the eVisa or visa on arrival.',
      'Los titulares de un visado válido de EE. UU., Reino Unido o Schengen pueden optar a la eVisa o al visado a la llegada.',
      '持有有效美国、英国或申根签证者可能符合电子签证或落地签条件。',
    ),
  ],
};

export const AE: DestinationVisaData = {
  code: 'AE',
  maxStay: tr(
    'Visa-free or on arrival: 30 or 90 days depending on nationality; visit visas 30 or 60 days',
    'Sin visado o a la llegada: 30 o 90 días según la nacionalidad; visados de visita de 30 o 60 días',
    '免签或落地签：30 或 90 天，视国籍而定；访问签证 30 或 60 天',
  ),
  passportValidity: SIX_MONTHS,
  options: [
    option({
      name: tr('Tourist visit visa', 'Visado de visita turística', '旅游访问签证'),
      type: 'tourist',
      processingTime: tr(
        'Usually 2–5 working days',
        'Normalmente 2–5 días hábiles',
        '通常 2–5 个工作日',
      ),
      validityPeriod: tr(
        '30 or 60 days, single or multiple entry',
        '30 o 60 días, una o varias entradas',
        '30 或 60 天，单次或多次入境',
      ),
      fee: PHRASES.feeByCategory,
      description: tr(
        'For nationalities without visa-free entry; sponsored by an airline, hotel, tour operator or relative.',
        'Para nacionalidades sin entrada libre; lo patrocina una aerolínea, hotel, operador turístico o familiar.',
        '适用于无免签待遇的国籍，由航空公司、酒店、旅行社或亲属担保。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Visiting Family/Friends', 'Business'],
      onlyFor: ['visa_required', 'e_visa'],
    }),
    option({
      name: tr('Employment residence visa', 'Visado de residencia por empleo', '就业居留签证'),
      type: 'work',
      validityPeriod: tr(
        'Usually 2 years, renewable',
        'Normalmente 2 años, renovable',
        '通常 2 年，可续签',
      ),
      fee: PHRASES.feeByCategory,
      description: tr(
        'The employer obtains the work permit (MOHRE) and residence visa; an Emirates ID and medical test follow.',
        'El empleador obtiene el permiso de trabajo (MOHRE) y el visado de residencia; después, el Emirates ID y el examen médico.',
        '由雇主办理工作许可（人力资源和本地化部）及居留签证，之后办理阿联酋身份证并体检。',
      ),
    }),
    option({
      name: tr('Student residence visa', 'Visado de residencia de estudiante', '学生居留签证'),
      type: 'student',
      validityPeriod: upToYears(1),
      fee: PHRASES.feeByCategory,
      description: tr(
        'Sponsored by the licensed UAE university or a parent resident in the UAE.',
        'Lo patrocina la universidad autorizada de los EAU o un progenitor residente.',
        '由阿联酋持牌大学或在阿居住的父母担保。',
      ),
    }),
    option({
      name: tr('Golden Visa (10 years)', 'Golden Visa (10 años)', '黄金签证（10 年）'),
      type: 'family',
      validityPeriod: tr(
        '5 or 10 years, renewable',
        '5 o 10 años, renovable',
        '5 或 10 年，可续签',
      ),
      fee: PHRASES.feeByCategory,
      description: tr(
        'Long-term residence for investors, entrepreneurs, skilled professionals and outstanding students.',
        'Residencia de larga duración para inversores, emprendedores, profesionales cualificados y estudiantes destacados.',
        '面向投资者、创业者、技术专业人员和优秀学生的长期居留。',
      ),
      mappedCategories: ['Residency', 'Work/Employment'],
    }),
  ],
  documents: ARRIVAL_DOCUMENTS,
  process: consularProcess(
    tr(
      'Apply through ICP (smartservices.icp.gov.ae), GDRFA Dubai, or your airline or hotel sponsor.',
      'Solicítelo a través de ICP (smartservices.icp.gov.ae), GDRFA Dubái o la aerolínea u hotel patrocinador.',
      '通过 ICP（smartservices.icp.gov.ae）、迪拜 GDRFA 或担保航空公司/酒店申请。',
    ),
  ),
  notes: [
    {
      title: tr(
        'Visa on arrival with other visas',
        'Visado a la llegada con otros visados',
        '持他国签证可落地签',
      ),
      description: tr(
        'Indian nationals with a valid US visa or green card, or UK or EU residence, can get a 14-day visa on arrival.',
        'Los nacionales de India con visado válido de EE. UU. o green card, o residencia en Reino Unido o la UE, pueden obtener un visado de 14 días a la llegada.',
        '持有有效美国签证或绿卡、或英国/欧盟居留的印度公民可办理 14 天落地签。',
      ),
      type: 'info',
    },
  ],
  links: {
    eVisa: 'https://smartservices.icp.gov.ae',
    embassyInfo: 'https://u.ae',
    additionalInfo: 'https://www.gdrfad.gov.ae',
  },
  recommendations: [
    tr(
      'Check the entry rules of the emirate you arrive in: Dubai (GDRFA) and the other emirates (ICP) issue visas separately.',
      'Consulte las reglas del emirato de llegada: Dubái (GDRFA) y los demás emiratos (ICP) emiten visados por separado.',
      '请查询入境酋长国的规定：迪拜（GDRFA）与其他酋长国（ICP）分别签发签证。',
    ),
  ],
};

export const EG: DestinationVisaData = {
  code: 'EG',
  maxStay: tr(
    '30 days on a tourist visa; extendable in Egypt',
    '30 días con visado de turista; prorrogable en Egipto',
    '旅游签证停留 30 天，可在埃及境内延期',
  ),
  passportValidity: SIX_MONTHS,
  options: [
    option({
      name: tr(
        'Tourist eVisa / visa on arrival',
        'eVisa de turista / visado a la llegada',
        '旅游电子签证 / 落地签',
      ),
      type: 'tourist',
      processingTime: tr(
        'eVisa: apply at least 7 days before travel; on arrival: at the airport',
        'eVisa: solicítela al menos 7 días antes; a la llegada: en el aeropuerto',
        '电子签证：请至少提前 7 天申请；落地签：在机场办理',
      ),
      validityPeriod: tr('Stay up to 30 days', 'Estancia de hasta 30 días', '停留最长 30 天'),
      fee: tr(
        'USD 25 (single entry); USD 60 (multiple entry)',
        'USD 25 (una entrada); USD 60 (entradas múltiples)',
        'USD 25（单次）；USD 60（多次）',
      ),
      description: tr(
        'For tourism by eligible nationalities, online at visa2egypt.gov.eg or on arrival.',
        'Para turismo de nacionalidades admitidas, en línea en visa2egypt.gov.eg o a la llegada.',
        '符合条件国籍用于旅游，可在 visa2egypt.gov.eg 在线申请或落地办理。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Visiting Family/Friends'],
      onlyFor: ['e_visa', 'visa_on_arrival', 'visa_required'],
    }),
    option({
      name: tr('Entry visa (consulate)', 'Visado de entrada (consulado)', '入境签证（领事馆）'),
      type: 'business',
      validityPeriod: tr('As stated on the visa', 'Según el visado', '以签证所载为准'),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For business trips and nationalities that must apply at an Egyptian consulate.',
        'Para viajes de negocios y nacionalidades que deben pedirlo en un consulado egipcio.',
        '用于商务出行，以及须向埃及领事馆申请的国籍。',
      ),
      mappedCategories: ['Business'],
    }),
    option({
      name: tr('Student residence permit', 'Permiso de residencia de estudiante', '学生居留许可'),
      type: 'student',
      validityPeriod: upToYears(1),
      fee: PHRASES.feeByCategory,
      description: tr(
        'Obtained in Egypt after entry, sponsored by the university.',
        'Se obtiene en Egipto tras la entrada, con el patrocinio de la universidad.',
        '入境后在埃及办理，由大学担保。',
      ),
    }),
    option({
      name: tr('Work permit and residence', 'Permiso de trabajo y residencia', '工作许可及居留'),
      type: 'work',
      validityPeriod: upToYears(1),
      fee: PHRASES.feeByCategory,
      description: tr(
        'The employer obtains the work permit; the residence permit is then issued in Egypt.',
        'El empleador obtiene el permiso de trabajo; después se expide la residencia en Egipto.',
        '由雇主办理工作许可，之后在埃及签发居留许可。',
      ),
    }),
  ],
  documents: ARRIVAL_DOCUMENTS,
  process: onlineProcess('visa2egypt.gov.eg'),
  notes: [
    {
      title: tr('Sinai resorts', 'Centros turísticos del Sinaí', '西奈半岛度假区'),
      description: tr(
        'Visitors staying only in Sharm el-Sheikh, Dahab, Nuweiba or Taba can get a free Sinai-only entry stamp for up to 15 days.',
        'Quien se queda solo en Sharm el-Sheij, Dahab, Nuweiba o Taba puede obtener gratis un sello solo para el Sinaí de hasta 15 días.',
        '仅在沙姆沙伊赫、达哈卜、努韦巴或塔巴停留的游客可免费获得最长 15 天的西奈专用入境章。',
      ),
      type: 'info',
    },
  ],
  links: {
    eVisa: 'https://visa2egypt.gov.eg',
    embassyInfo: 'https://www.mfa.gov.eg',
  },
  recommendations: [
    tr(
      'Carry the visa fee in US dollars cash if you plan to get the visa on arrival.',
      'Lleve la tasa en dólares estadounidenses en efectivo si piensa obtener el visado a la llegada.',
      '如计划落地签，请携带美元现金支付签证费。',
    ),
  ],
};

export const MA: DestinationVisaData = {
  code: 'MA',
  maxStay: tr(
    'Usually 90 days for visa-free visitors; eVisa 30 days',
    'Normalmente 90 días para los exentos de visado; eVisa 30 días',
    '免签访客通常 90 天；电子签证 30 天',
  ),
  passportValidity: tr(
    'Valid for the whole stay (6 months recommended)',
    'Válido para toda la estancia (se recomiendan 6 meses)',
    '须覆盖整个停留期（建议 6 个月以上）',
  ),
  options: [
    option({
      name: tr('Electronic visa (AEVM)', 'Visado electrónico (AEVM)', '电子签证（AEVM）'),
      type: 'tourist',
      processingTime: tr('Usually a few days', 'Normalmente unos días', '通常数天'),
      validityPeriod: tr(
        '180 days; stay up to 30 days',
        '180 días; estancia de hasta 30 días',
        '有效期 180 天；停留最长 30 天',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For eligible nationalities, including holders of valid US, UK, Schengen, Canadian, Australian or Japanese visas or residence.',
        'Para nacionalidades admitidas, incluidos titulares de visados o residencia válidos de EE. UU., Reino Unido, Schengen, Canadá, Australia o Japón.',
        '适用于符合条件的国籍，包括持有有效美国、英国、申根、加拿大、澳大利亚或日本签证或居留者。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
      onlyFor: ['e_visa', 'visa_required'],
    }),
    option({
      name: tr('Consular visa', 'Visado consular', '领事签证'),
      type: 'tourist',
      validityPeriod: tr('Stays up to 90 days', 'Estancias de hasta 90 días', '停留最长 90 天'),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For visa-required travellers not eligible for the electronic visa.',
        'Para viajeros que necesitan visado y no pueden obtener el electrónico.',
        '适用于需签证但不符合电子签证条件的旅客。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
      onlyFor: ['visa_required'],
    }),
    option({
      name: tr('Student residence card', 'Tarjeta de residencia de estudiante', '学生居留卡'),
      type: 'student',
      validityPeriod: upToYears(1),
      fee: PHRASES.feeByCategory,
      description: tr(
        'Apply to the police within 90 days of arrival with your enrolment certificate.',
        'Solicítela a la policía en los 90 días siguientes a la llegada con el certificado de matrícula.',
        '抵达后 90 天内凭注册证明向警方申请。',
      ),
    }),
    option({
      name: tr(
        'Work contract and residence card',
        'Contrato de trabajo y tarjeta de residencia',
        '劳动合同及居留卡',
      ),
      type: 'work',
      validityPeriod: PHRASES.durationOfContract,
      fee: PHRASES.feeByCategory,
      description: tr(
        'The employment contract must be approved by the Ministry of Employment before the residence card is issued.',
        'El contrato de trabajo debe ser aprobado por el Ministerio de Empleo antes de expedirse la tarjeta de residencia.',
        '劳动合同须经就业部批准后方可签发居留卡。',
      ),
    }),
  ],
  documents: ARRIVAL_DOCUMENTS,
  process: onlineProcess('www.acces-maroc.ma'),
  notes: [
    {
      title: tr('Passport stamp', 'Sello del pasaporte', '护照入境章'),
      description: tr(
        'Keep the entry stamp: staying beyond 90 days needs an extension or a residence card.',
        'Conserve el sello de entrada: quedarse más de 90 días requiere una prórroga o tarjeta de residencia.',
        '请保留入境章；停留超过 90 天须办理延期或居留卡。',
      ),
      type: 'info',
    },
  ],
  links: {
    eVisa: 'https://www.acces-maroc.ma',
    embassyInfo: 'https://www.consulat.ma',
    additionalInfo: 'https://www.diplomatie.ma',
  },
  recommendations: [
    tr(
      'Apply for the electronic visa only on acces-maroc.ma.',
      'Solicite el visado electrónico solo en acces-maroc.ma.',
      '请只在 acces-maroc.ma 申请电子签证。',
    ),
  ],
};

export const ZA: DestinationVisaData = {
  code: 'ZA',
  maxStay: tr(
    'Visa-free stays of 30 or 90 days depending on nationality',
    'Estancias sin visado de 30 o 90 días según la nacionalidad',
    '免签停留 30 或 90 天，视国籍而定',
  ),
  passportValidity: tr(
    'Valid at least 30 days after the intended departure, with at least 2 blank pages',
    'Válido al menos 30 días después de la salida prevista y con al menos 2 páginas en blanco',
    '有效期须超出预定离境日期至少 30 天，并有至少 2 页空白页',
  ),
  options: [
    option({
      name: tr('Visitor visa', 'Visado de visitante', '访问签证'),
      type: 'tourist',
      processingTime: tr(
        'Varies; apply at least 8 weeks ahead',
        'Variable; solicítelo con 8 semanas de antelación',
        '时间不一，请至少提前 8 周申请',
      ),
      validityPeriod: tr('Up to 90 days', 'Hasta 90 días', '最长 90 天'),
      fee: same('ZAR 425'),
      description: tr(
        'For tourism, business and family visits; eligible nationalities can apply online for an eVisa.',
        'Para turismo, negocios y visitas familiares; algunas nacionalidades pueden solicitar una eVisa en línea.',
        '用于旅游、商务和探亲；符合条件的国籍可在线申请电子签证。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Medical'],
      onlyFor: ['visa_required', 'e_visa'],
    }),
    option({
      name: tr('Study visa', 'Visado de estudios', '学习签证'),
      type: 'student',
      validityPeriod: PHRASES.durationOfStudies,
      fee: same('ZAR 425'),
      description: tr(
        'Needs an acceptance letter and South African medical cover.',
        'Requiere carta de admisión y seguro médico sudafricano.',
        '须提供录取信和南非医疗保险。',
      ),
    }),
    option({
      name: tr(
        'Critical Skills / General Work visa',
        'Visado Critical Skills / General Work',
        '关键技能 / 一般工作签证',
      ),
      type: 'work',
      validityPeriod: tr('Up to 5 years', 'Hasta 5 años', '最长 5 年'),
      fee: PHRASES.feeByCategory,
      description: tr(
        'For occupations on the critical skills list, or a job offer approved by the Department of Employment and Labour.',
        'Para ocupaciones de la lista de competencias críticas o una oferta aprobada por el Departamento de Empleo y Trabajo.',
        '适用于关键技能清单上的职业，或经就业与劳工部批准的工作邀请。',
      ),
    }),
  ],
  documents: VISITOR_VISA_DOCUMENTS,
  process: consularProcess(
    tr(
      'Apply at a South African mission or its visa facilitation centre, or online at ehome.dha.gov.za where eligible.',
      'Solicítelo en una misión sudafricana o su centro de visados, o en línea en ehome.dha.gov.za si es elegible.',
      '向南非驻外使团或其签证中心申请，符合条件者可在 ehome.dha.gov.za 在线申请。',
    ),
  ),
  notes: [
    {
      title: tr('Blank pages', 'Páginas en blanco', '空白页'),
      description: tr(
        'Travellers without 2 blank passport pages can be refused boarding or entry.',
        'Los viajeros sin 2 páginas en blanco pueden ser rechazados en el embarque o la entrada.',
        '护照没有 2 页空白页的旅客可能被拒绝登机或入境。',
      ),
      type: 'warning',
    },
  ],
  links: {
    eVisa: 'https://ehome.dha.gov.za',
    embassyInfo: 'https://www.dha.gov.za',
    additionalInfo: 'https://www.dirco.gov.za',
  },
  recommendations: [
    tr(
      'Travelling with children: carry their birth certificates and parental consent where needed.',
      'Si viaja con menores, lleve sus partidas de nacimiento y el consentimiento parental cuando se exija.',
      '携带儿童出行时，请按要求携带出生证明和父母同意书。',
    ),
  ],
};

export const MIDDLE_EAST_AFRICA_DESTINATIONS: readonly DestinationVisaData[] = [SA, AE, EG, MA, ZA];
