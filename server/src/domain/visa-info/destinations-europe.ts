import { PHRASES, same, tr, upToYears } from './localized';
import {
  consularProcess,
  DOCUMENTS,
  onlineProcess,
  option,
  VISITOR_VISA_DOCUMENTS,
} from './shared-texts';
import type { DestinationVisaData } from './visa-info-data';

// European destinations outside Schengen: the United Kingdom, Ireland, Turkey and Russia.

export const GB: DestinationVisaData = {
  code: 'GB',
  maxStay: tr('Up to 6 months per visit', 'Hasta 6 meses por visita', '每次访问最长 6 个月'),
  passportValidity: tr(
    'Valid for the whole of your stay',
    'Válido durante toda la estancia',
    '须覆盖整个停留期',
  ),
  options: [
    option({
      name: tr(
        'ETA (Electronic Travel Authorisation)',
        'ETA (autorización electrónica de viaje)',
        'ETA（电子旅行授权）',
      ),
      type: 'tourist',
      processingTime: tr(
        'Usually within 3 working days',
        'Normalmente en 3 días hábiles',
        '通常 3 个工作日内',
      ),
      validityPeriod: tr(
        '2 years or until the passport expires; visits up to 6 months',
        '2 años o hasta que caduque el pasaporte; visitas de hasta 6 meses',
        '2 年或至护照到期；每次访问最长 6 个月',
      ),
      fee: same('GBP 16'),
      description: tr(
        'Needed by visa-free visitors, including EU citizens since 2 April 2025; Irish citizens are exempt.',
        'La necesitan los visitantes sin visado, incluidos los ciudadanos de la UE desde el 2 de abril de 2025; los irlandeses están exentos.',
        '免签访客须申请，欧盟公民自 2025 年 4 月 2 日起也需要；爱尔兰公民豁免。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Transit'],
      onlyFor: ['eta'],
    }),
    option({
      name: tr(
        'Standard Visitor visa',
        'Visado de visitante estándar (Standard Visitor)',
        '标准访客签证（Standard Visitor）',
      ),
      type: 'tourist',
      processingTime: tr(
        'Usually 3 weeks from outside the UK',
        'Normalmente 3 semanas desde fuera del Reino Unido',
        '在英国境外申请通常 3 周',
      ),
      validityPeriod: tr(
        '6 months; long-term visas of 2, 5 or 10 years cost more',
        '6 meses; los visados de larga duración de 2, 5 o 10 años cuestan más',
        '6 个月；2 年、5 年或 10 年长期签证费用更高',
      ),
      fee: tr('GBP 127 (6 months)', 'GBP 127 (6 meses)', 'GBP 127（6 个月）'),
      description: tr(
        'For tourism, family visits, business meetings, short courses up to 6 months and private medical treatment.',
        'Para turismo, visitas familiares, reuniones de negocios, cursos cortos de hasta 6 meses y tratamiento médico privado.',
        '用于旅游、探亲、商务会议、6 个月以内的短期课程和私人医疗。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Medical'],
      onlyFor: ['visa_required'],
    }),
    option({
      name: tr('Student visa', 'Visado de estudiante (Student visa)', '学生签证（Student visa）'),
      type: 'student',
      processingTime: tr(
        'Usually 3 weeks from outside the UK',
        'Normalmente 3 semanas desde fuera del Reino Unido',
        '在英国境外申请通常 3 周',
      ),
      validityPeriod: tr(
        'Length of the course plus a short period after it',
        'Duración del curso más un breve periodo posterior',
        '课程期限加课程结束后的一小段时间',
      ),
      fee: tr(
        'GBP 524 plus the Immigration Health Surcharge (GBP 776 a year)',
        'GBP 524 más el recargo sanitario de inmigración (GBP 776 al año)',
        'GBP 524，另加移民健康附加费（每年 GBP 776）',
      ),
      description: tr(
        'For courses over 6 months at a licensed sponsor; needs a Confirmation of Acceptance for Studies (CAS).',
        'Para cursos de más de 6 meses en un centro patrocinador autorizado; requiere una CAS (Confirmation of Acceptance for Studies).',
        '用于在持牌担保机构就读 6 个月以上的课程，须有录取确认函（CAS）。',
      ),
    }),
    option({
      name: tr(
        'Skilled Worker visa',
        'Visado de trabajador cualificado (Skilled Worker)',
        '技术工人签证（Skilled Worker）',
      ),
      type: 'work',
      processingTime: tr(
        'Usually 3 weeks from outside the UK',
        'Normalmente 3 semanas desde fuera del Reino Unido',
        '在英国境外申请通常 3 周',
      ),
      validityPeriod: tr(
        'Up to 5 years, renewable',
        'Hasta 5 años, renovable',
        '最长 5 年，可续签',
      ),
      fee: tr(
        'GBP 769 (up to 3 years) or GBP 1,519 (over 3 years), plus the Immigration Health Surcharge (GBP 1,035 a year)',
        'GBP 769 (hasta 3 años) o GBP 1.519 (más de 3 años), más el recargo sanitario (GBP 1.035 al año)',
        'GBP 769（3 年以内）或 GBP 1,519（3 年以上），另加移民健康附加费（每年 GBP 1,035）',
      ),
      description: tr(
        'Needs a job offer and a certificate of sponsorship from a UK employer with a sponsor licence.',
        'Requiere una oferta de empleo y un certificado de patrocinio de un empleador británico con licencia.',
        '须有持担保执照的英国雇主提供的工作邀请和担保证明。',
      ),
    }),
    option({
      name: tr(
        'Family visa (partner or parent)',
        'Visado familiar (pareja o progenitor)',
        '家庭签证（伴侣或父母）',
      ),
      type: 'family',
      processingTime: tr(
        'Usually 12 weeks from outside the UK',
        'Normalmente 12 semanas desde fuera del Reino Unido',
        '在英国境外申请通常 12 周',
      ),
      validityPeriod: tr(
        '2 years 9 months, then extendable',
        '2 años y 9 meses, después prorrogable',
        '2 年 9 个月，之后可延期',
      ),
      fee: PHRASES.feeByCategory,
      description: tr(
        'To live with a partner or child who is British or settled in the UK; financial and English rules apply.',
        'Para vivir con una pareja o hijo británico o asentado en el Reino Unido; hay requisitos económicos y de inglés.',
        '用于与英国公民或在英定居的伴侣或子女共同生活，须满足经济和英语要求。',
      ),
    }),
  ],
  documents: [DOCUMENTS.funds, DOCUMENTS.accommodation, DOCUMENTS.purpose, DOCUMENTS.ties],
  process: [
    {
      title: tr('Check what you need', 'Compruebe qué necesita', '确认所需签证'),
      description: tr(
        'Use the official checker at gov.uk/check-uk-visa.',
        'Use la herramienta oficial en gov.uk/check-uk-visa.',
        '使用官方工具 gov.uk/check-uk-visa 查询。',
      ),
    },
    {
      title: tr('Apply online', 'Solicítelo en línea', '在线申请'),
      description: tr(
        'Apply and pay on GOV.UK (the ETA through the UK ETA app or gov.uk/eta).',
        'Presente la solicitud y pague en GOV.UK (la ETA mediante la app UK ETA o gov.uk/eta).',
        '在 GOV.UK 申请并缴费（ETA 可通过 UK ETA 应用或 gov.uk/eta 申请）。',
      ),
    },
    {
      title: tr('Prove your identity', 'Acredite su identidad', '验证身份'),
      description: tr(
        'Scan your passport in the app or give biometrics at a visa application centre.',
        'Escanee el pasaporte en la app o registre datos biométricos en un centro de solicitud de visados.',
        '通过应用扫描护照，或前往签证申请中心采集生物信息。',
      ),
    },
    {
      title: tr('Get your eVisa', 'Reciba su eVisa', '获取电子签证（eVisa）'),
      description: tr(
        'Decisions are digital: your permission is linked to your passport in a UKVI account.',
        'Las resoluciones son digitales: su permiso queda vinculado al pasaporte en una cuenta UKVI.',
        '审批结果为电子形式，许可与您在 UKVI 账户中的护照关联。',
      ),
    },
  ],
  notes: [
    {
      title: tr('Not part of Schengen', 'No forma parte de Schengen', '不属于申根区'),
      description: tr(
        'A Schengen visa is not valid for the UK.',
        'El visado Schengen no es válido para el Reino Unido.',
        '申根签证不能用于入境英国。',
      ),
      type: 'warning',
    },
    {
      title: tr('No work as a visitor', 'Sin trabajo como visitante', '访客不得工作'),
      description: tr(
        'Visitors may not do paid or unpaid work for a UK organisation.',
        'Los visitantes no pueden trabajar, con o sin sueldo, para una organización británica.',
        '访客不得为英国机构从事有偿或无偿工作。',
      ),
      type: 'important',
    },
  ],
  links: {
    eVisa: 'https://www.gov.uk/eta',
    embassyInfo: 'https://www.gov.uk/standard-visitor',
    additionalInfo: 'https://www.gov.uk/check-uk-visa',
  },
  recommendations: [
    tr(
      'Apply for the ETA only on GOV.UK or the official UK ETA app (GBP 16).',
      'Solicite la ETA solo en GOV.UK o en la app oficial UK ETA (GBP 16).',
      '请只通过 GOV.UK 或官方 UK ETA 应用申请 ETA（GBP 16）。',
    ),
  ],
};

export const IE: DestinationVisaData = {
  code: 'IE',
  maxStay: tr(
    'Up to 90 days, as granted by the immigration officer on arrival',
    'Hasta 90 días, según conceda el agente de inmigración a la llegada',
    '最长 90 天，由入境官员在抵达时批准',
  ),
  passportValidity: tr(
    'Valid for the whole stay; visa applicants: at least 6 months after you leave Ireland',
    'Válido para toda la estancia; quienes piden visado: al menos 6 meses después de salir de Irlanda',
    '须覆盖整个停留期；签证申请人须在离开爱尔兰后仍有至少 6 个月有效期',
  ),
  options: [
    option({
      name: tr('Short stay C visa', 'Visado de corta duración C', '短期 C 类签证'),
      type: 'tourist',
      processingTime: tr('Allow up to 8 weeks', 'Cuente con hasta 8 semanas', '请预留最长 8 周'),
      validityPeriod: tr('Stays up to 90 days', 'Estancias de hasta 90 días', '停留最长 90 天'),
      fee: tr(
        'EUR 60 (single entry); EUR 100 (multiple entry)',
        'EUR 60 (una entrada); EUR 100 (entradas múltiples)',
        'EUR 60（单次入境）；EUR 100（多次入境）',
      ),
      description: tr(
        'For tourism, family visits, business and short courses of up to 3 months.',
        'Para turismo, visitas familiares, negocios y cursos cortos de hasta 3 meses.',
        '用于旅游、探亲、商务及 3 个月以内的短期课程。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Medical'],
      onlyFor: ['visa_required'],
    }),
    option({
      name: tr('Study D visa', 'Visado de estudios D', '学习 D 类签证'),
      type: 'student',
      processingTime: tr('Allow up to 8 weeks', 'Cuente con hasta 8 semanas', '请预留最长 8 周'),
      validityPeriod: PHRASES.durationOfStudies,
      fee: tr(
        'EUR 60 plus EUR 300 Irish Residence Permit',
        'EUR 60 más EUR 300 del permiso de residencia irlandés',
        'EUR 60，另加爱尔兰居留许可费 EUR 300',
      ),
      description: tr(
        'For full-time courses over 3 months on the Interim List of Eligible Programmes.',
        'Para cursos a tiempo completo de más de 3 meses incluidos en la lista oficial de programas.',
        '用于列入官方合格课程清单的 3 个月以上全日制课程。',
      ),
    }),
    option({
      name: tr('Employment D visa', 'Visado de empleo D', '就业 D 类签证'),
      type: 'work',
      processingTime: tr(
        'After the employment permit is granted',
        'Tras la concesión del permiso de trabajo',
        '获得工作许可后办理',
      ),
      validityPeriod: PHRASES.durationOfContract,
      fee: tr(
        'EUR 60 visa plus the employment permit fee (up to EUR 1,000)',
        'EUR 60 del visado más la tasa del permiso de trabajo (hasta EUR 1.000)',
        '签证费 EUR 60，另加工作许可费（最高 EUR 1,000）',
      ),
      description: tr(
        'Needs a Critical Skills or General Employment Permit from the Department of Enterprise.',
        'Requiere un permiso Critical Skills o General Employment del Departamento de Empresa.',
        '须先取得企业部签发的关键技能或一般就业许可。',
      ),
    }),
    option({
      name: tr('Join family D visa', 'Visado D para reunirse con la familia', '家庭团聚 D 类签证'),
      type: 'family',
      validityPeriod: upToYears(1),
      fee: same('EUR 60'),
      description: tr(
        'To live with a family member who is Irish, from the EU/EEA, or a resident of Ireland.',
        'Para vivir con un familiar irlandés, de la UE/EEE o residente en Irlanda.',
        '用于与爱尔兰公民、欧盟/欧洲经济区公民或爱尔兰居民家属共同生活。',
      ),
    }),
  ],
  documents: VISITOR_VISA_DOCUMENTS,
  process: consularProcess(
    tr(
      'Apply online on the Irish visa system (AVATS), then send the printed summary and documents as instructed.',
      'Presente la solicitud en el sistema de visados irlandés (AVATS) y envíe el resumen impreso y los documentos según se indique.',
      '在爱尔兰签证系统（AVATS）在线申请，然后按要求递交打印的申请摘要和材料。',
    ),
  ),
  notes: [
    {
      title: tr('Not part of Schengen', 'No forma parte de Schengen', '不属于申根区'),
      description: tr(
        'Ireland issues its own visas; a Schengen visa is not valid. Ireland and the UK form the Common Travel Area.',
        'Irlanda expide sus propios visados; el visado Schengen no es válido. Irlanda y el Reino Unido forman la Zona Común de Viaje.',
        '爱尔兰签发本国签证，申根签证无效。爱尔兰与英国组成共同旅行区。',
      ),
      type: 'warning',
    },
    {
      title: tr(
        'British-Irish Visa Scheme',
        'Programa de visados británico-irlandés',
        '英爱签证计划',
      ),
      description: tr(
        'Indian and Chinese nationals with a UK visa marked BIVS can also visit Ireland.',
        'Los nacionales de India y China con un visado británico marcado BIVS pueden visitar también Irlanda.',
        '持有标注 BIVS 英国签证的印度和中国公民也可访问爱尔兰。',
      ),
      type: 'info',
    },
  ],
  links: {
    embassyInfo: 'https://www.ireland.ie',
    additionalInfo: 'https://www.irishimmigration.ie',
  },
  recommendations: [
    tr(
      'Do not book non-refundable travel before your visa is approved.',
      'No reserve viajes no reembolsables antes de que se apruebe el visado.',
      '签证获批前请勿预订不可退款的行程。',
    ),
  ],
};

export const TR: DestinationVisaData = {
  code: 'TR',
  maxStay: tr(
    'Usually 90 days in any 180-day period (30 days for some e-Visa nationalities)',
    'Normalmente 90 días en cualquier periodo de 180 (30 días para algunas nacionalidades con e-Visa)',
    '通常任意 180 天内最多 90 天（部分电子签证国籍为 30 天）',
  ),
  passportValidity: tr(
    'Valid at least 60 days beyond the permitted stay (150 days from entry for a 90-day stay)',
    'Válido al menos 60 días más allá de la estancia permitida (150 días desde la entrada para 90 días)',
    '有效期须超出允许停留期至少 60 天（停留 90 天则自入境起需 150 天）',
  ),
  options: [
    option({
      name: tr('e-Visa', 'e-Visa', '电子签证（e-Visa）'),
      type: 'tourist',
      processingTime: tr(
        'Usually issued online within minutes',
        'Normalmente se emite en línea en minutos',
        '通常在线几分钟即可获批',
      ),
      validityPeriod: tr(
        '180 days; stays of 30 or 90 days depending on nationality',
        '180 días; estancias de 30 o 90 días según la nacionalidad',
        '有效期 180 天；每次停留 30 或 90 天，视国籍而定',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'Online visa for tourism and business trips for eligible nationalities.',
        'Visado en línea para turismo y negocios de las nacionalidades admitidas.',
        '符合条件国籍的旅游和商务电子签证。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
      onlyFor: ['e_visa'],
    }),
    option({
      name: tr('Consular visit visa', 'Visado consular de visita', '领事访问签证'),
      type: 'tourist',
      validityPeriod: tr('Stays up to 90 days', 'Estancias de hasta 90 días', '停留最长 90 天'),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For travellers not eligible for the e-Visa; book through the e-Konsolosluk system.',
        'Para viajeros que no pueden obtener la e-Visa; se tramita en el sistema e-Konsolosluk.',
        '适用于不符合电子签证条件的旅客，通过 e-Konsolosluk 系统预约办理。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Medical'],
      onlyFor: ['visa_required'],
    }),
    option({
      name: tr('Student visa', 'Visado de estudiante', '学生签证'),
      type: 'student',
      validityPeriod: tr(
        'Entry visa, then a student residence permit',
        'Visado de entrada y después un permiso de residencia de estudiante',
        '入境签证，之后办理学生居留许可',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'With an acceptance letter from a Turkish institution; apply for the residence permit after arrival.',
        'Con carta de admisión de un centro turco; solicite el permiso de residencia tras llegar.',
        '凭土耳其院校录取信申请，抵达后办理居留许可。',
      ),
    }),
    option({
      name: tr('Work visa', 'Visado de trabajo', '工作签证'),
      type: 'work',
      validityPeriod: PHRASES.durationOfContract,
      fee: PHRASES.feeByNationality,
      description: tr(
        'The employer applies for the work permit to the Ministry of Labour; you then collect the visa at a consulate.',
        'El empleador solicita el permiso de trabajo al Ministerio de Trabajo; después usted recoge el visado en un consulado.',
        '由雇主向劳动部申请工作许可，之后您在领事馆领取签证。',
      ),
    }),
  ],
  documents: [DOCUMENTS.returnTicket, DOCUMENTS.accommodation, DOCUMENTS.funds],
  process: onlineProcess('www.evisa.gov.tr'),
  notes: [
    {
      title: tr('Unofficial e-Visa sites', 'Sitios de e-Visa no oficiales', '非官方电子签证网站'),
      description: tr(
        'The only official e-Visa site is www.evisa.gov.tr; others add service charges.',
        'El único sitio oficial de e-Visa es www.evisa.gov.tr; los demás añaden cargos.',
        '唯一官方电子签证网站为 www.evisa.gov.tr，其他网站会加收服务费。',
      ),
      type: 'warning',
    },
  ],
  links: {
    eVisa: 'https://www.evisa.gov.tr',
    embassyInfo: 'https://www.mfa.gov.tr',
    additionalInfo: 'https://www.goc.gov.tr',
  },
  recommendations: [
    tr(
      'Stays beyond 90 days need a residence permit from the Presidency of Migration Management.',
      'Las estancias de más de 90 días requieren un permiso de residencia de la Presidencia de Gestión Migratoria.',
      '停留超过 90 天须向移民管理总局申请居留许可。',
    ),
  ],
};

export const RU: DestinationVisaData = {
  code: 'RU',
  maxStay: tr(
    'As stated on the visa; unified e-visa up to 16 days; visa-free nationals usually 90 days in 180',
    'Según el visado; e-visa unificada hasta 16 días; los exentos de visado suelen tener 90 días en 180',
    '以签证所载为准；统一电子签证最长 16 天；免签国籍通常为 180 天内 90 天',
  ),
  passportValidity: tr(
    'Valid at least 6 months after the visa expires, with 2 blank pages',
    'Válido al menos 6 meses después de la caducidad del visado y con 2 páginas en blanco',
    '签证到期后仍有至少 6 个月有效期，并有 2 页空白页',
  ),
  options: [
    option({
      name: tr('Unified e-visa', 'e-visa unificada', '统一电子签证'),
      type: 'tourist',
      processingTime: tr('Up to 4 calendar days', 'Hasta 4 días naturales', '最长 4 个自然日'),
      validityPeriod: tr(
        '60 days from issue; single entry, stay up to 16 days',
        '60 días desde la emisión; una entrada, estancia de hasta 16 días',
        '自签发起 60 天内有效；单次入境，停留最长 16 天',
      ),
      fee: same('USD 52'),
      description: tr(
        'For tourism, business, family visits and events; no invitation needed.',
        'Para turismo, negocios, visitas familiares y eventos; no requiere invitación.',
        '用于旅游、商务、探亲和活动，无需邀请函。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
      onlyFor: ['e_visa'],
    }),
    option({
      name: tr('Tourist or business visa', 'Visado de turista o de negocios', '旅游或商务签证'),
      type: 'tourist',
      validityPeriod: tr(
        'Tourist: up to 30 days; business: up to 1 year',
        'Turista: hasta 30 días; negocios: hasta 1 año',
        '旅游：最长 30 天；商务：最长 1 年',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'Needs a tourist voucher from an accredited tour operator or a business invitation.',
        'Requiere un bono turístico de un operador acreditado o una invitación de negocios.',
        '须持有认证旅行社的旅游确认函或商务邀请函。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends'],
      onlyFor: ['visa_required'],
    }),
    option({
      name: tr('Student visa', 'Visado de estudiante', '学生签证'),
      type: 'student',
      validityPeriod: tr(
        'Up to 1 year, extendable in Russia',
        'Hasta 1 año, prorrogable en Rusia',
        '最长 1 年，可在俄罗斯境内延期',
      ),
      fee: PHRASES.feeByNationality,
      description: tr(
        'Needs an official invitation issued through the university.',
        'Requiere una invitación oficial tramitada por la universidad.',
        '须由大学办理正式邀请函。',
      ),
    }),
    option({
      name: tr('Work visa', 'Visado de trabajo', '工作签证'),
      type: 'work',
      validityPeriod: PHRASES.durationOfContract,
      fee: PHRASES.feeByNationality,
      description: tr(
        'Needs a work permit and invitation obtained by the Russian employer.',
        'Requiere permiso de trabajo e invitación que obtiene el empleador ruso.',
        '须由俄罗斯雇主取得工作许可和邀请函。',
      ),
    }),
  ],
  documents: [
    DOCUMENTS.applicationForm,
    DOCUMENTS.photo,
    tr(
      'Invitation (tourist voucher, business or study invitation), except for the e-visa',
      'Invitación (bono turístico, invitación de negocios o de estudios), salvo con la e-visa',
      '邀请函（旅游确认函、商务或留学邀请），电子签证除外',
    ),
    tr(
      'Medical insurance valid in Russia',
      'Seguro médico válido en Rusia',
      '在俄罗斯有效的医疗保险',
    ),
  ],
  process: consularProcess(
    tr(
      'Apply for the e-visa on electronic-visa.kdmid.ru, or for other visas at a Russian consulate or its visa centre.',
      'Solicite la e-visa en electronic-visa.kdmid.ru, o los demás visados en un consulado ruso o su centro de visados.',
      '电子签证请在 electronic-visa.kdmid.ru 申请，其他签证向俄罗斯领事馆或其签证中心申请。',
    ),
  ),
  notes: [
    {
      title: tr('Travel advice', 'Recomendaciones de viaje', '旅行提醒'),
      description: tr(
        'Many governments advise against travel to Russia; foreign bank cards often do not work there.',
        'Muchos gobiernos desaconsejan viajar a Rusia; las tarjetas bancarias extranjeras a menudo no funcionan allí.',
        '许多国家政府建议避免前往俄罗斯；外国银行卡在当地往往无法使用。',
      ),
      type: 'warning',
    },
    {
      title: tr('Migration registration', 'Registro migratorio', '移民登记'),
      description: tr(
        'You must be registered at your address within 7 working days; hotels do it for guests.',
        'Debe registrarse en su domicilio en un plazo de 7 días hábiles; los hoteles lo hacen por sus huéspedes.',
        '须在 7 个工作日内办理住址登记，酒店会为住客代办。',
      ),
      type: 'important',
    },
  ],
  links: {
    eVisa: 'https://electronic-visa.kdmid.ru',
    embassyInfo: 'https://www.mid.ru/en/',
  },
  recommendations: [
    tr(
      'Check your own government’s travel advice before planning a trip.',
      'Consulte las recomendaciones de viaje de su propio gobierno antes de planificar.',
      '计划行程前请查阅本国政府的旅行建议。',
    ),
  ],
};
