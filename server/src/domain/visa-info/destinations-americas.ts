import { PHRASES, same, tr, upToYears } from './localized';
import { consularProcess, DOCUMENTS, option, VISITOR_VISA_DOCUMENTS } from './shared-texts';
import type { DestinationVisaData } from './visa-info-data';

// United States, Canada, Mexico and Brazil.

const US_MRV_PROCESS = [
  {
    title: tr('Complete the DS-160', 'Complete el DS-160', '填写 DS-160 表'),
    description: tr(
      'Fill in the online nonimmigrant visa application (DS-160) on ceac.state.gov and print the confirmation.',
      'Rellene la solicitud de visado de no inmigrante (DS-160) en ceac.state.gov e imprima la confirmación.',
      '在 ceac.state.gov 在线填写非移民签证申请表（DS-160）并打印确认页。',
    ),
  },
  {
    title: tr(
      'Pay the fee and book the interview',
      'Pague la tasa y pida la entrevista',
      '缴费并预约面谈',
    ),
    description: tr(
      'Pay the visa application (MRV) fee and book an interview at the US embassy or consulate.',
      'Pague la tasa de solicitud (MRV) y pida cita en la embajada o consulado de EE. UU.',
      '缴纳签证申请费（MRV），并预约美国使领馆面谈。',
    ),
  },
  {
    title: tr('Attend the interview', 'Acuda a la entrevista', '参加面谈'),
    description: tr(
      'Bring your passport, DS-160 confirmation, photo and supporting documents; fingerprints are taken.',
      'Lleve el pasaporte, la confirmación del DS-160, la foto y los documentos; se toman las huellas.',
      '携带护照、DS-160 确认页、照片和证明材料，现场录取指纹。',
    ),
  },
  {
    title: tr('Receive the visa', 'Reciba el visado', '领取签证'),
    description: tr(
      'If approved, the visa is printed in your passport and returned by courier or pick-up.',
      'Si se aprueba, el visado se imprime en el pasaporte y se devuelve por mensajería o recogida.',
      '获批后签证贴在护照上，通过快递或自取方式退还。',
    ),
  },
];

export const US: DestinationVisaData = {
  code: 'US',
  maxStay: tr(
    'ESTA: up to 90 days; visitor visa: usually up to 6 months per entry, as set by CBP on the I-94',
    'ESTA: hasta 90 días; visado de visitante: normalmente hasta 6 meses por entrada, según fije la CBP en el I-94',
    'ESTA：最长 90 天；访问签证：通常每次入境最长 6 个月，以 CBP 在 I-94 上的记录为准',
  ),
  passportValidity: tr(
    "Valid at least 6 months beyond your stay, unless your country is in the 'Six-Month Club' (then valid for the length of the stay)",
    "Válido al menos 6 meses más allá de la estancia, salvo que su país pertenezca al 'Six-Month Club' (entonces basta con que cubra la estancia)",
    "有效期须超出停留期至少 6 个月；如您的国家属于 'Six-Month Club'，则只需覆盖停留期",
  ),
  options: [
    option({
      name: tr(
        'ESTA (Visa Waiver Program)',
        'ESTA (Programa de Exención de Visado)',
        'ESTA（免签计划）',
      ),
      type: 'tourist',
      processingTime: tr(
        'Usually within 72 hours; apply at least 72 hours before travel',
        'Normalmente en 72 horas; solicítela al menos 72 horas antes del viaje',
        '通常 72 小时内；请至少在出发前 72 小时申请',
      ),
      validityPeriod: tr(
        '2 years or until the passport expires; up to 90 days per visit',
        '2 años o hasta que caduque el pasaporte; hasta 90 días por visita',
        '2 年或至护照到期；每次最长停留 90 天',
      ),
      fee: same('$40 USD'),
      description: tr(
        'Online travel authorisation for Visa Waiver Program citizens visiting for tourism or business.',
        'Autorización de viaje en línea para ciudadanos del Programa de Exención de Visado que viajan por turismo o negocios.',
        '免签计划国家公民以旅游或商务目的赴美前须在线申请的旅行授权。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Transit'],
      onlyFor: ['eta'],
    }),
    option({
      name: tr('B-1/B-2 Visitor Visa', 'Visado de visitante B-1/B-2', 'B-1/B-2 访问签证'),
      type: 'tourist',
      processingTime: tr(
        'Interview wait times vary by consulate',
        'La espera para la entrevista varía según el consulado',
        '面谈等待时间因领事馆而异',
      ),
      validityPeriod: tr(
        'Up to 10 years, multiple entries (depends on nationality)',
        'Hasta 10 años, entradas múltiples (según la nacionalidad)',
        '最长 10 年，多次入境（视国籍而定）',
      ),
      fee: same('$185 USD'),
      description: tr(
        'For tourism, visiting family, medical treatment (B-2) and business meetings or conferences (B-1).',
        'Para turismo, visitas familiares, tratamiento médico (B-2) y reuniones o congresos de negocios (B-1).',
        '用于旅游、探亲、就医（B-2）以及商务会议或展会（B-1）。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Medical'],
    }),
    option({
      name: tr('F-1 Student Visa', 'Visado de estudiante F-1', 'F-1 学生签证'),
      type: 'student',
      processingTime: tr(
        'Interview wait times vary; can be issued up to 365 days before the programme starts',
        'La espera varía; puede emitirse hasta 365 días antes del inicio del programa',
        '等待时间不一；最早可在课程开始前 365 天签发',
      ),
      validityPeriod: tr(
        'Duration of status (D/S) of the academic programme',
        'Duración del estatus (D/S) del programa académico',
        '学术项目在读期间（D/S）',
      ),
      fee: tr(
        '$185 USD plus SEVIS I-901 fee $350 USD',
        '$185 USD más la tasa SEVIS I-901 de $350 USD',
        '$185 USD，另加 SEVIS I-901 费 $350 USD',
      ),
      description: tr(
        'For academic study at a SEVP-certified school, college, university or language programme (Form I-20).',
        'Para estudios académicos en un centro, universidad o programa de idiomas certificado por SEVP (formulario I-20).',
        '用于在 SEVP 认证的学校、大学或语言项目进行学术学习（I-20 表）。',
      ),
      mappedCategories: ['Study'],
    }),
    option({
      name: tr('M-1 Student Visa', 'Visado de estudiante M-1', 'M-1 学生签证'),
      type: 'student',
      processingTime: PHRASES.variesByConsulate,
      validityPeriod: tr(
        'Length of the vocational programme plus 30 days (up to 1 year at a time)',
        'Duración del programa de formación profesional más 30 días (hasta 1 año cada vez)',
        '职业培训项目期限加 30 天（每次最长 1 年）',
      ),
      fee: tr(
        '$185 USD plus SEVIS I-901 fee $350 USD',
        '$185 USD más la tasa SEVIS I-901 de $350 USD',
        '$185 USD，另加 SEVIS I-901 费 $350 USD',
      ),
      description: tr(
        'For vocational or other non-academic training (Form I-20 from an M-1 school).',
        'Para formación profesional u otra formación no académica (formulario I-20 de un centro M-1).',
        '用于职业或其他非学术培训（M-1 学校签发的 I-20 表）。',
      ),
      mappedCategories: ['Study'],
    }),
    option({
      name: tr(
        'J-1 Exchange Visitor Visa',
        'Visado de visitante de intercambio J-1',
        'J-1 交流访问者签证',
      ),
      type: 'exchange',
      processingTime: PHRASES.variesByConsulate,
      validityPeriod: tr(
        'Duration of the exchange programme (Form DS-2019)',
        'Duración del programa de intercambio (formulario DS-2019)',
        '交流项目期限（DS-2019 表）',
      ),
      fee: tr(
        '$185 USD plus SEVIS I-901 fee $220 USD (most categories)',
        '$185 USD más la tasa SEVIS I-901 de $220 USD (la mayoría de categorías)',
        '$185 USD，另加 SEVIS I-901 费 $220 USD（大多数类别）',
      ),
      description: tr(
        'For State Department exchange programmes: researchers, scholars, interns, au pairs, summer work travel.',
        'Para programas de intercambio del Departamento de Estado: investigadores, académicos, becarios, au pairs, trabajo de verano.',
        '用于美国国务院认可的交流项目：研究人员、学者、实习生、互惠生、暑期工读等。',
      ),
      mappedCategories: ['Cultural Exchange', 'Study'],
    }),
    option({
      name: tr(
        'H-1B Specialty Occupation Visa',
        'Visado H-1B de ocupación especializada',
        'H-1B 专业职业签证',
      ),
      type: 'work',
      processingTime: tr(
        'Petition approval by USCIS first (annual cap lottery), then the consular interview',
        'Primero la aprobación de la petición por USCIS (sorteo anual del cupo) y luego la entrevista consular',
        '先由 USCIS 批准雇主申请（年度名额抽签），再进行领事面谈',
      ),
      validityPeriod: tr(
        'Up to 3 years, extendable to 6',
        'Hasta 3 años, ampliable a 6',
        '最长 3 年，可延至 6 年',
      ),
      fee: tr(
        '$205 USD plus petition fees (paid by the employer)',
        '$205 USD más las tasas de la petición (las paga el empleador)',
        '$205 USD，另加雇主申请费用（由雇主支付）',
      ),
      description: tr(
        'For jobs needing at least a bachelor’s degree; the US employer files Form I-129 with USCIS.',
        'Para empleos que exigen al menos un título universitario; el empleador estadounidense presenta el formulario I-129 ante USCIS.',
        '用于至少需要学士学位的职位；由美国雇主向 USCIS 提交 I-129 表。',
      ),
      mappedCategories: ['Work/Employment'],
    }),
    option({
      name: tr(
        'Family-based immigrant visa (IR/CR/F)',
        'Visado de inmigrante por motivos familiares (IR/CR/F)',
        '亲属移民签证（IR/CR/F）',
      ),
      type: 'family',
      processingTime: tr(
        'Months to years, depending on the category and priority date',
        'De meses a años, según la categoría y la fecha de prioridad',
        '数月至数年，视类别和优先日期而定',
      ),
      validityPeriod: tr(
        'Leads to permanent residence (green card)',
        'Da acceso a la residencia permanente (green card)',
        '入境后获得永久居留（绿卡）',
      ),
      fee: tr(
        '$325 USD plus the petition fees',
        '$325 USD más las tasas de la petición',
        '$325 USD，另加亲属申请费用',
      ),
      description: tr(
        'For spouses, children, parents and siblings of US citizens or permanent residents (Form I-130).',
        'Para cónyuges, hijos, padres y hermanos de ciudadanos o residentes permanentes de EE. UU. (formulario I-130).',
        '适用于美国公民或永久居民的配偶、子女、父母和兄弟姐妹（I-130 表）。',
      ),
      mappedCategories: ['Visiting Family/Friends', 'Residency'],
    }),
  ],
  documents: [
    tr(
      'DS-160 confirmation page and visa fee receipt',
      'Página de confirmación del DS-160 y recibo de la tasa',
      'DS-160 确认页和签证费收据',
    ),
    DOCUMENTS.photo,
    tr(
      'Students and exchange visitors: Form I-20 or DS-2019 and the SEVIS fee receipt',
      'Estudiantes y visitantes de intercambio: formulario I-20 o DS-2019 y recibo de la tasa SEVIS',
      '学生和交流访问者：I-20 或 DS-2019 表及 SEVIS 缴费收据',
    ),
    tr(
      'H-1B workers: USCIS approval notice (Form I-797)',
      'Trabajadores H-1B: notificación de aprobación de USCIS (formulario I-797)',
      'H-1B 工作者：USCIS 批准通知（I-797 表）',
    ),
    DOCUMENTS.funds,
    DOCUMENTS.ties,
  ],
  process: US_MRV_PROCESS,
  notes: [
    {
      title: tr(
        'Admission is decided at the border',
        'La admisión se decide en la frontera',
        '是否准许入境由边境决定',
      ),
      description: tr(
        'A visa or ESTA lets you travel to a US port of entry; the CBP officer decides admission and the length of stay (I-94).',
        'El visado o la ESTA permiten viajar a un puerto de entrada; el agente de la CBP decide la admisión y la duración de la estancia (I-94).',
        '签证或 ESTA 仅允许您前往美国口岸，是否准许入境及停留期限由 CBP 官员决定（I-94）。',
      ),
      type: 'important',
    },
    {
      title: tr('ESTA restrictions', 'Restricciones de la ESTA', 'ESTA 限制'),
      description: tr(
        'Travellers who have been to Cuba (since 12 January 2021), or to Iran, Iraq, North Korea, Sudan, Syria, Libya, Somalia or Yemen (since 1 March 2011), generally need a visa instead.',
        'Quienes han estado en Cuba (desde el 12 de enero de 2021) o en Irán, Irak, Corea del Norte, Sudán, Siria, Libia, Somalia o Yemen (desde el 1 de marzo de 2011) suelen necesitar un visado.',
        '曾到访古巴（2021 年 1 月 12 日以后）或伊朗、伊拉克、朝鲜、苏丹、叙利亚、利比亚、索马里、也门（2011 年 3 月 1 日以后）的旅客一般须改办签证。',
      ),
      type: 'warning',
    },
    {
      title: tr('New H-1B payment', 'Nuevo pago H-1B', 'H-1B 新增费用'),
      description: tr(
        'Since 21 September 2025 many new H-1B petitions for workers outside the US require an extra USD 100,000 payment; check uscis.gov.',
        'Desde el 21 de septiembre de 2025 muchas peticiones H-1B nuevas para trabajadores fuera de EE. UU. exigen un pago adicional de USD 100.000; consulte uscis.gov.',
        '自 2025 年 9 月 21 日起，许多为美国境外员工提交的新 H-1B 申请须额外支付 USD 100,000，请查阅 uscis.gov。',
      ),
      type: 'warning',
    },
    {
      title: tr('Visa integrity fee', 'Tasa de integridad del visado', '签证诚信费'),
      description: tr(
        'A USD 250 visa integrity fee enacted in 2025 will be added to many nonimmigrant visas once implemented; check travel.state.gov before paying.',
        'Una tasa de integridad de USD 250 aprobada en 2025 se añadirá a muchos visados de no inmigrante cuando se aplique; consulte travel.state.gov antes de pagar.',
        '2025 年立法设立的 USD 250 签证诚信费实施后将加收于多数非移民签证，缴费前请查阅 travel.state.gov。',
      ),
      type: 'info',
    },
  ],
  links: {
    eVisa: 'https://esta.cbp.dhs.gov',
    embassyInfo: 'https://travel.state.gov/content/travel/en/us-visas.html',
    additionalInfo: 'https://www.uscis.gov',
  },
  recommendations: [
    tr(
      'Apply for ESTA only on esta.cbp.dhs.gov; other sites charge more than the official fee.',
      'Solicite la ESTA solo en esta.cbp.dhs.gov; otros sitios cobran más que la tasa oficial.',
      '请只在 esta.cbp.dhs.gov 申请 ESTA，其他网站收费高于官方标准。',
    ),
    tr(
      'Book the visa interview early: waiting times can be several months.',
      'Pida la cita para la entrevista pronto: la espera puede ser de varios meses.',
      '请尽早预约签证面谈，等待时间可能长达数月。',
    ),
  ],
};

export const CA: DestinationVisaData = {
  code: 'CA',
  maxStay: tr(
    'Usually up to 6 months per entry, as decided by the border officer',
    'Normalmente hasta 6 meses por entrada, según decida el agente fronterizo',
    '通常每次入境最长 6 个月，由边境官员决定',
  ),
  passportValidity: tr(
    'Valid for the whole stay; a visa or permit cannot be issued beyond the passport expiry',
    'Válido para toda la estancia; ningún visado o permiso se expide más allá de la caducidad del pasaporte',
    '须覆盖整个停留期；签证或许可的有效期不会超过护照有效期',
  ),
  options: [
    option({
      name: same('eTA'),
      type: 'tourist',
      processingTime: tr(
        'Usually minutes; some take several days',
        'Normalmente minutos; algunas tardan varios días',
        '通常几分钟，部分需数天',
      ),
      validityPeriod: tr(
        '5 years or until the passport expires',
        '5 años o hasta que caduque el pasaporte',
        '5 年或至护照到期',
      ),
      fee: same('CAD 7'),
      description: tr(
        'Electronic travel authorisation for visa-exempt travellers flying to or through Canada.',
        'Autorización electrónica para viajeros exentos de visado que vuelan a Canadá o hacen escala allí.',
        '免签旅客乘飞机入境或经停加拿大所需的电子旅行授权。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Transit'],
      onlyFor: ['eta'],
    }),
    option({
      name: tr('Visitor visa (TRV)', 'Visado de visitante (TRV)', '访客签证（TRV）'),
      type: 'tourist',
      processingTime: tr(
        'Varies by country of residence',
        'Varía según el país de residencia',
        '因居住国而异',
      ),
      validityPeriod: tr(
        'Up to 10 years or until the passport expires; stays up to 6 months',
        'Hasta 10 años o hasta que caduque el pasaporte; estancias de hasta 6 meses',
        '最长 10 年或至护照到期；每次停留最长 6 个月',
      ),
      fee: tr(
        'CAD 100 plus CAD 85 biometrics',
        'CAD 100 más CAD 85 de datos biométricos',
        'CAD 100，另加生物信息费 CAD 85',
      ),
      description: tr(
        'For tourism, family visits and business visits by travellers who need a visa.',
        'Para turismo, visitas familiares y de negocios de viajeros que necesitan visado.',
        '适用于需要签证的旅客赴加旅游、探亲和商务访问。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Medical'],
      onlyFor: ['visa_required'],
    }),
    option({
      name: tr('Study permit', 'Permiso de estudios', '学习许可'),
      type: 'student',
      processingTime: tr(
        'Varies by country of residence',
        'Varía según el país de residencia',
        '因居住国而异',
      ),
      validityPeriod: tr(
        'Length of the programme plus 90 days',
        'Duración del programa más 90 días',
        '课程期限加 90 天',
      ),
      fee: tr(
        'CAD 150 plus CAD 85 biometrics',
        'CAD 150 más CAD 85 de datos biométricos',
        'CAD 150，另加生物信息费 CAD 85',
      ),
      description: tr(
        'Needs a letter of acceptance from a designated learning institution and, for most, a provincial attestation letter.',
        'Requiere carta de admisión de una institución designada y, en la mayoría de casos, una carta de certificación provincial.',
        '须有指定学习机构的录取信，大多数申请人还需省级证明信。',
      ),
    }),
    option({
      name: tr('Work permit', 'Permiso de trabajo', '工作许可'),
      type: 'work',
      processingTime: tr(
        'Varies by country of residence',
        'Varía según el país de residencia',
        '因居住国而异',
      ),
      validityPeriod: PHRASES.durationOfContract,
      fee: tr(
        'CAD 155 (open work permits add CAD 100) plus CAD 85 biometrics',
        'CAD 155 (los permisos abiertos suman CAD 100) más CAD 85 de datos biométricos',
        'CAD 155（开放式工作许可另加 CAD 100），另加生物信息费 CAD 85',
      ),
      description: tr(
        'Employer-specific permits usually need a Labour Market Impact Assessment (LMIA) or an exemption.',
        'Los permisos vinculados a un empleador suelen requerir una evaluación LMIA o una exención.',
        '雇主指定型工作许可通常需要劳动力市场影响评估（LMIA）或豁免。',
      ),
    }),
    option({
      name: tr(
        'Super visa (parents and grandparents)',
        'Súper visado (padres y abuelos)',
        '超级签证（父母及祖父母）',
      ),
      type: 'family',
      processingTime: tr(
        'Varies by country of residence',
        'Varía según el país de residencia',
        '因居住国而异',
      ),
      validityPeriod: tr(
        'Up to 10 years; stays up to 5 years at a time',
        'Hasta 10 años; estancias de hasta 5 años cada vez',
        '最长 10 年；每次可停留最长 5 年',
      ),
      fee: tr(
        'CAD 100 plus CAD 85 biometrics',
        'CAD 100 más CAD 85 de datos biométricos',
        'CAD 100，另加生物信息费 CAD 85',
      ),
      description: tr(
        'For parents and grandparents of Canadian citizens or permanent residents; needs private health insurance.',
        'Para padres y abuelos de ciudadanos o residentes permanentes canadienses; exige seguro médico privado.',
        '适用于加拿大公民或永久居民的父母及祖父母，须购买私人医疗保险。',
      ),
      mappedCategories: ['Visiting Family/Friends'],
    }),
  ],
  documents: [DOCUMENTS.photo, DOCUMENTS.funds, DOCUMENTS.purpose, DOCUMENTS.ties],
  process: consularProcess(
    tr(
      'Apply online with an IRCC account; paper applications only where allowed.',
      'Presente la solicitud en línea con una cuenta de IRCC; en papel solo cuando se permita.',
      '通过 IRCC 账户在线申请，仅在允许时使用纸质申请。',
    ),
  ),
  notes: [
    {
      title: tr(
        'US citizens and green card holders',
        'Ciudadanos y residentes de EE. UU.',
        '美国公民和绿卡持有人',
      ),
      description: tr(
        'US citizens need only their passport; US permanent residents need a valid green card and passport, not an eTA.',
        'Los ciudadanos estadounidenses solo necesitan el pasaporte; los residentes permanentes necesitan green card y pasaporte válidos, sin eTA.',
        '美国公民仅需护照；美国永久居民须持有效绿卡和护照，无需 eTA。',
      ),
      type: 'info',
    },
    {
      title: tr('eTA is for air travel', 'La eTA es para viajes en avión', 'eTA 仅适用于航空入境'),
      description: tr(
        'Visa-exempt travellers arriving by land or sea do not need an eTA.',
        'Los viajeros exentos de visado que llegan por tierra o mar no necesitan eTA.',
        '经陆路或海路入境的免签旅客无需 eTA。',
      ),
      type: 'info',
    },
  ],
  links: {
    eVisa:
      'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/eta.html',
    embassyInfo:
      'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada.html',
    additionalInfo: 'https://www.canada.ca/en/immigration-refugees-citizenship.html',
  },
  recommendations: [
    tr(
      'Apply for the eTA on canada.ca before booking; the official fee is CAD 7.',
      'Solicite la eTA en canada.ca antes de reservar; la tasa oficial es de CAD 7.',
      '订票前在 canada.ca 申请 eTA，官方费用为 CAD 7。',
    ),
  ],
};

export const MX: DestinationVisaData = {
  code: 'MX',
  maxStay: tr(
    'Up to 180 days as a visitor; the officer sets the days on arrival',
    'Hasta 180 días como visitante; el agente fija los días a la llegada',
    '以访客身份最长 180 天，具体天数由入境官员决定',
  ),
  passportValidity: tr(
    'Valid for the whole stay (6 months recommended)',
    'Válido para toda la estancia (se recomiendan 6 meses)',
    '须覆盖整个停留期（建议 6 个月以上）',
  ),
  options: [
    option({
      name: tr(
        'Visitor visa',
        'Visado de visitante sin permiso para realizar actividades remuneradas',
        '访客签证',
      ),
      type: 'tourist',
      validityPeriod: tr(
        'Up to 10 years, multiple entries; stays up to 180 days',
        'Hasta 10 años, entradas múltiples; estancias de hasta 180 días',
        '最长 10 年，多次入境；每次停留最长 180 天',
      ),
      fee: tr(
        "Set each year by Mexico's federal fees law; check with the consulate",
        'La fija cada año la Ley Federal de Derechos; consulte con el consulado',
        '每年由墨西哥《联邦收费法》确定，请向领事馆确认',
      ),
      description: tr(
        'For tourism, business and family visits without paid work in Mexico.',
        'Para turismo, negocios y visitas familiares sin actividades remuneradas en México.',
        '用于旅游、商务和探亲，不得在墨西哥从事有偿工作。',
      ),
      mappedCategories: [
        'Tourism & Sightseeing',
        'Business',
        'Visiting Family/Friends',
        'Medical',
        'Transit',
      ],
      onlyFor: ['visa_required'],
    }),
    option({
      name: tr(
        'Temporary resident student visa',
        'Visado de residente temporal estudiante',
        '临时居民学生签证',
      ),
      type: 'student',
      validityPeriod: PHRASES.durationOfStudies,
      fee: PHRASES.feeByCategory,
      description: tr(
        'For courses over 180 days; exchange the visa for a resident card at INM within 30 days of entry.',
        'Para cursos de más de 180 días; canjee el visado por la tarjeta de residente en el INM en los 30 días siguientes a la entrada.',
        '用于 180 天以上的课程；入境后 30 天内须到 INM 换领居民卡。',
      ),
    }),
    option({
      name: tr(
        'Temporary resident visa (work or economic solvency)',
        'Visado de residente temporal (trabajo o solvencia económica)',
        '临时居民签证（工作或经济能力）',
      ),
      type: 'work',
      validityPeriod: tr('Up to 4 years', 'Hasta 4 años', '最长 4 年'),
      fee: PHRASES.feeByCategory,
      description: tr(
        'With a job offer approved by INM, or proof of income or savings (often used by remote workers).',
        'Con una oferta de empleo aprobada por el INM, o con prueba de ingresos o ahorros (usada a menudo por teletrabajadores).',
        '凭 INM 批准的工作邀请，或凭收入、存款证明申请（远程工作者常用）。',
      ),
    }),
  ],
  documents: [DOCUMENTS.returnTicket, DOCUMENTS.funds, DOCUMENTS.accommodation],
  process: consularProcess(
    tr(
      'Book an appointment at a Mexican consulate (citas.sre.gob.mx) and attend in person.',
      'Pida cita en un consulado de México (citas.sre.gob.mx) y acuda en persona.',
      '在 citas.sre.gob.mx 预约墨西哥领事馆并亲自前往。',
    ),
  ),
  notes: [
    {
      title: tr('Other visas accepted', 'Otros visados aceptados', '持其他签证可免签'),
      description: tr(
        'Holders of a valid visa or residence from the USA, Canada, the UK, Japan or a Schengen state can visit Mexico without a Mexican visa.',
        'Quienes tienen visado o residencia válidos de EE. UU., Canadá, Reino Unido, Japón o un Estado Schengen pueden visitar México sin visado mexicano.',
        '持有美国、加拿大、英国、日本或申根国家有效签证或居留的旅客，可免墨西哥签证入境。',
      ),
      type: 'info',
    },
    {
      title: tr('Days granted on arrival', 'Días concedidos a la llegada', '入境时批准停留天数'),
      description: tr(
        'Officers may grant fewer than 180 days; carry your return ticket and hotel bookings.',
        'El agente puede conceder menos de 180 días; lleve el billete de vuelta y las reservas de hotel.',
        '官员可能批准少于 180 天，请携带返程机票和酒店预订。',
      ),
      type: 'important',
    },
  ],
  links: {
    embassyInfo: 'https://consulmex.sre.gob.mx',
    additionalInfo: 'https://www.gob.mx/inm',
  },
  recommendations: [
    tr(
      'Keep the entry record (FMM or stamp) until you leave Mexico.',
      'Conserve el registro de entrada (FMM o sello) hasta salir de México.',
      '离开墨西哥前请妥善保存入境记录（FMM 或入境章）。',
    ),
  ],
};

export const BR: DestinationVisaData = {
  code: 'BR',
  maxStay: tr(
    '90 days, extendable up to 180 days in any 12 months',
    '90 días, prorrogables hasta 180 días en cualquier periodo de 12 meses',
    '90 天，可延长至任意 12 个月内累计 180 天',
  ),
  passportValidity: tr(
    'Valid at least 6 months from the date of entry',
    'Válido al menos 6 meses desde la fecha de entrada',
    '自入境之日起至少有效 6 个月',
  ),
  options: [
    option({
      name: tr('Visitor eVisa (VIVIS)', 'eVisa de visitante (VIVIS)', '电子访问签证（VIVIS）'),
      type: 'tourist',
      processingTime: tr(
        'Usually 5–10 working days',
        'Normalmente 5–10 días hábiles',
        '通常 5–10 个工作日',
      ),
      validityPeriod: tr(
        'Stays up to 90 days, extendable up to 180 days in 12 months',
        'Estancias de hasta 90 días, prorrogables hasta 180 días en 12 meses',
        '每次停留最长 90 天，12 个月内可延至 180 天',
      ),
      fee: tr(
        'USD 80.90 (USA, Canada, Australia); others vary by nationality',
        'USD 80,90 (EE. UU., Canadá, Australia); otras nacionalidades varían',
        'USD 80.90（美国、加拿大、澳大利亚）；其他国籍费用不同',
      ),
      description: tr(
        'For tourism, business and family visits; since 10 April 2025 required again for US, Canadian and Australian citizens.',
        'Para turismo, negocios y visitas familiares; desde el 10 de abril de 2025 vuelve a exigirse a ciudadanos de EE. UU., Canadá y Australia.',
        '用于旅游、商务和探亲；自 2025 年 4 月 10 日起美国、加拿大和澳大利亚公民重新需要签证。',
      ),
      mappedCategories: ['Tourism & Sightseeing', 'Business', 'Visiting Family/Friends', 'Medical'],
      onlyFor: ['e_visa', 'visa_required'],
    }),
    option({
      name: tr(
        'Temporary visa for study (VITEM IV)',
        'Visado temporal de estudios (VITEM IV)',
        '学习临时签证（VITEM IV）',
      ),
      type: 'student',
      validityPeriod: upToYears(1),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For regular courses in Brazil; register with the Federal Police within 90 days of arrival.',
        'Para cursos regulares en Brasil; regístrese en la Policía Federal en los 90 días siguientes a la llegada.',
        '用于在巴西的正式课程，抵达后 90 天内须到联邦警察局登记。',
      ),
    }),
    option({
      name: tr(
        'Temporary visa for work (VITEM V)',
        'Visado temporal de trabajo (VITEM V)',
        '工作临时签证（VITEM V）',
      ),
      type: 'work',
      validityPeriod: tr('Up to 2 years', 'Hasta 2 años', '最长 2 年'),
      fee: PHRASES.feeByNationality,
      description: tr(
        'Needs a residence authorisation for work obtained by the Brazilian employer.',
        'Requiere la autorización de residencia para trabajo que obtiene el empleador brasileño.',
        '须由巴西雇主取得工作居留许可。',
      ),
    }),
    option({
      name: tr(
        'Digital nomad visa (VITEM XIV)',
        'Visado de nómada digital (VITEM XIV)',
        '数字游民签证（VITEM XIV）',
      ),
      type: 'work',
      validityPeriod: upToYears(1),
      fee: PHRASES.feeByNationality,
      description: tr(
        'For remote workers of foreign employers with proof of a minimum monthly income.',
        'Para teletrabajadores de empresas extranjeras con prueba de ingresos mínimos mensuales.',
        '适用于为外国雇主远程工作并能证明最低月收入的人员。',
      ),
    }),
  ],
  documents: VISITOR_VISA_DOCUMENTS,
  process: consularProcess(
    tr(
      'Apply online through the eVisa link on the Brazilian consulate’s official website.',
      'Presente la solicitud en línea mediante el enlace eVisa del sitio oficial del consulado de Brasil.',
      '通过巴西领事馆官网上的电子签证链接在线申请。',
    ),
  ),
  notes: [
    {
      title: tr('Visa reinstated in 2025', 'Visado restablecido en 2025', '2025 年恢复签证要求'),
      description: tr(
        'Citizens of the USA, Canada and Australia need a visa again since 10 April 2025.',
        'Los ciudadanos de EE. UU., Canadá y Australia vuelven a necesitar visado desde el 10 de abril de 2025.',
        '自 2025 年 4 月 10 日起，美国、加拿大和澳大利亚公民重新需要签证。',
      ),
      type: 'important',
    },
  ],
  links: {
    embassyInfo: 'https://www.gov.br/mre/en',
    additionalInfo: 'https://www.gov.br/pf/pt-br',
  },
  recommendations: [
    tr(
      'Ask the Federal Police for an extension before the first 90 days end.',
      'Pida la prórroga a la Policía Federal antes de que terminen los primeros 90 días.',
      '请在首个 90 天届满前向联邦警察局申请延期。',
    ),
  ],
};
