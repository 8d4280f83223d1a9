import { PHRASES, same, tr, upToYears } from './localized';
import { nationalVisa, schengenDestination } from './schengen';
import type { DestinationVisaData } from './visa-info-data';

// The Schengen states among the most visited destinations: shared rules (schengen.ts) plus each
// country's long-stay visas, fees and official sources.

const upToOneYear = upToYears(1);

export const SCHENGEN_DESTINATIONS: readonly DestinationVisaData[] = [
  schengenDestination({
    code: 'FR',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'Student long-stay visa (VLS-TS étudiant)',
          'Visado de larga duración para estudiantes (VLS-TS étudiant)',
          '学生长期签证（VLS-TS étudiant）',
        ),
        type: 'student',
        validityPeriod: upToOneYear,
        fee: same('EUR 50'),
        description: tr(
          'For studies over 90 days; many nationalities first go through Campus France ("Études en France").',
          'Para estudios de más de 90 días; muchas nacionalidades pasan antes por Campus France («Études en France»).',
          '用于 90 天以上的学习；许多国籍需先通过 Campus France（“Études en France”）程序。',
        ),
      }),
      nationalVisa({
        name: tr(
          'Work long-stay visa (salarié / Talent passport)',
          'Visado de larga duración para trabajar (salarié / Talent passport)',
          '工作长期签证（salarié / Talent passport）',
        ),
        type: 'work',
        validityPeriod: tr(
          'Up to 1 year, then a residence permit (Talent passport up to 4 years)',
          'Hasta 1 año y después un permiso de residencia (Talent passport hasta 4 años)',
          '最长 1 年，之后换发居留证（Talent passport 最长 4 年）',
        ),
        fee: same('EUR 99'),
        description: tr(
          'An employee visa needs the work authorisation your employer requests in France.',
          'El visado de asalariado requiere la autorización de trabajo que solicita el empleador en Francia.',
          '雇员签证须先由法国雇主申请工作许可。',
        ),
      }),
      nationalVisa({
        name: tr('Family long-stay visa', 'Visado de larga duración familiar', '家庭团聚长期签证'),
        type: 'family',
        validityPeriod: upToOneYear,
        fee: tr(
          'EUR 99 (free for spouses of French citizens)',
          'EUR 99 (gratis para cónyuges de ciudadanos franceses)',
          'EUR 99（法国公民配偶免费）',
        ),
        description: tr(
          'For spouses and family members joining a French citizen or a resident.',
          'Para cónyuges y familiares que se reúnen con un ciudadano francés o un residente.',
          '适用于与法国公民或居民团聚的配偶及家属。',
        ),
      }),
    ],
    links: {
      eVisa: 'https://france-visas.gouv.fr',
      embassyInfo: 'https://www.diplomatie.gouv.fr',
      additionalInfo: 'https://administration-etrangers-en-france.interieur.gouv.fr',
    },
    notes: [
      {
        title: tr('Validate your VLS-TS', 'Valide su VLS-TS', '激活 VLS-TS'),
        description: tr(
          'A long-stay visa that serves as a residence permit (VLS-TS) must be validated online within 3 months of arrival.',
          'El visado de larga duración que sirve de permiso de residencia (VLS-TS) debe validarse en línea en los 3 meses siguientes a la llegada.',
          '具有居留效力的长期签证（VLS-TS）须在抵达后 3 个月内在线激活。',
        ),
        type: 'important',
      },
      {
        title: tr('Overseas France', 'Francia de ultramar', '法国海外领地'),
        description: tr(
          'French overseas departments and territories are outside Schengen and have their own entry rules.',
          'Los departamentos y territorios franceses de ultramar están fuera de Schengen y tienen sus propias reglas.',
          '法国海外省和海外领地不属于申根区，入境规定另行适用。',
        ),
        type: 'info',
      },
    ],
    recommendations: [
      tr(
        'Apply on france-visas.gouv.fr, the only official French visa portal.',
        'Solicítelo en france-visas.gouv.fr, el único portal oficial de visados de Francia.',
        '请通过法国唯一官方签证网站 france-visas.gouv.fr 申请。',
      ),
    ],
  }),
  schengenDestination({
    code: 'ES',
    nationalOptions: [
      nationalVisa({
        name: tr('Student visa', 'Visado de estudios', '学生签证'),
        type: 'student',
        validityPeriod: PHRASES.durationOfStudies,
        fee: tr(
          'EUR 80 (reciprocity fees apply to some nationalities)',
          'EUR 80 (algunas nacionalidades pagan tasas de reciprocidad)',
          'EUR 80（部分国籍按对等原则收费）',
        ),
        description: tr(
          'For studies, training or research over 90 days at an authorised centre in Spain.',
          'Para estudios, formación o investigación de más de 90 días en un centro autorizado en España.',
          '用于在西班牙认可机构进行 90 天以上的学习、培训或研究。',
        ),
      }),
      nationalVisa({
        name: tr('Work and residence visa', 'Visado de residencia y trabajo', '工作居留签证'),
        type: 'work',
        validityPeriod: PHRASES.durationOfContract,
        description: tr(
          'Your employer first obtains the work authorisation in Spain; then you apply at the consulate.',
          'El empleador obtiene primero la autorización de trabajo en España; después usted solicita el visado en el consulado.',
          '须先由西班牙雇主获得工作许可，再向领事馆申请签证。',
        ),
      }),
      nationalVisa({
        name: tr(
          'Digital nomad (international teleworking) visa',
          'Visado para teletrabajo de carácter internacional (nómada digital)',
          '数字游民（国际远程工作）签证',
        ),
        type: 'work',
        validityPeriod: upToOneYear,
        description: tr(
          'For remote workers employed by or contracting with companies outside Spain.',
          'Para teletrabajadores contratados por empresas de fuera de España.',
          '适用于为西班牙境外公司远程工作的人员。',
        ),
      }),
    ],
    links: {
      embassyInfo: 'https://www.exteriores.gob.es',
      additionalInfo: 'https://www.inclusion.gob.es',
    },
    notes: [
      {
        title: tr(
          'Foreigner identity card (TIE)',
          'Tarjeta de identidad de extranjero (TIE)',
          '外国人身份卡（TIE）',
        ),
        description: tr(
          'With a long-stay visa of over 6 months, apply for the TIE within one month of arrival.',
          'Con un visado de más de 6 meses, solicite la TIE en el plazo de un mes desde la llegada.',
          '持 6 个月以上长期签证者，须在抵达后一个月内申请 TIE。',
        ),
        type: 'important',
      },
    ],
  }),
  schengenDestination({
    code: 'IT',
    nationalOptions: [
      nationalVisa({
        name: tr('Study visa (type D)', 'Visado de estudios (tipo D)', '学习签证（D 类）'),
        type: 'student',
        validityPeriod: PHRASES.durationOfStudies,
        fee: same('EUR 50'),
        description: tr(
          'For university or other courses over 90 days; university applicants pre-enrol on Universitaly.',
          'Para cursos universitarios u otros de más de 90 días; los universitarios se preinscriben en Universitaly.',
          '用于 90 天以上的大学或其他课程；大学申请者须在 Universitaly 预注册。',
        ),
      }),
      nationalVisa({
        name: tr(
          'Work visa (lavoro subordinato)',
          'Visado de trabajo (lavoro subordinato)',
          '工作签证（lavoro subordinato）',
        ),
        type: 'work',
        validityPeriod: PHRASES.durationOfContract,
        fee: same('EUR 116'),
        description: tr(
          'Needs the work authorisation (nulla osta) your employer obtains in Italy, usually within the yearly quota.',
          'Requiere la autorización (nulla osta) que obtiene el empleador en Italia, normalmente dentro del cupo anual.',
          '须由意大利雇主取得工作许可（nulla osta），通常受年度配额限制。',
        ),
      }),
      nationalVisa({
        name: tr('Family reunification visa', 'Visado de reagrupación familiar', '家庭团聚签证'),
        type: 'family',
        validityPeriod: upToOneYear,
        fee: same('EUR 116'),
        description: tr(
          'For family members joining a resident of Italy who holds the nulla osta for reunification.',
          'Para familiares de un residente en Italia que ha obtenido el nulla osta de reagrupación.',
          '适用于与已获得团聚许可（nulla osta）的意大利居民团聚的家属。',
        ),
      }),
    ],
    links: {
      eVisa: 'https://vistoperitalia.esteri.it',
      embassyInfo: 'https://www.esteri.it',
      additionalInfo: 'https://www.interno.gov.it',
    },
    notes: [
      {
        title: tr(
          'Residence permit in 8 days',
          'Permiso de residencia en 8 días',
          '8 日内申请居留许可',
        ),
        description: tr(
          'With a long-stay visa, apply for the permesso di soggiorno within 8 working days of arrival.',
          'Con un visado de larga duración, solicite el permesso di soggiorno en los 8 días hábiles siguientes a la llegada.',
          '持长期签证者须在抵达后 8 个工作日内申请居留许可（permesso di soggiorno）。',
        ),
        type: 'important',
      },
    ],
    recommendations: [
      tr(
        'Check which visa you need with the official wizard on vistoperitalia.esteri.it.',
        'Compruebe qué visado necesita con el asistente oficial de vistoperitalia.esteri.it.',
        '可在 vistoperitalia.esteri.it 官方向导中查询所需签证。',
      ),
    ],
  }),
  schengenDestination({
    code: 'DE',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'Student visa (national visa)',
          'Visado de estudiante (visado nacional)',
          '学生签证（国家签证）',
        ),
        type: 'student',
        validityPeriod: tr(
          'Usually 3–12 months, then a residence permit in Germany',
          'Normalmente 3–12 meses y después un permiso de residencia en Alemania',
          '通常 3–12 个月，之后在德国换发居留许可',
        ),
        fee: tr(
          'EUR 75 (minors EUR 37.50)',
          'EUR 75 (menores EUR 37,50)',
          'EUR 75（未成年人 EUR 37.50）',
        ),
        description: tr(
          'Needs admission and proof of funds, usually a blocked account of EUR 11,904 a year (2025).',
          'Requiere admisión y prueba de fondos, normalmente una cuenta bloqueada de EUR 11.904 al año (2025).',
          '需提供录取通知和资金证明，通常为每年 EUR 11,904 的限制提款账户（2025 年标准）。',
        ),
      }),
      nationalVisa({
        name: tr(
          'Skilled worker visa / EU Blue Card',
          'Visado para profesionales cualificados / Tarjeta Azul UE',
          '技术工人签证 / 欧盟蓝卡',
        ),
        type: 'work',
        validityPeriod: tr(
          'Visa for entry, then a residence permit of up to 4 years',
          'Visado de entrada y después un permiso de residencia de hasta 4 años',
          '入境签证，之后换发最长 4 年的居留许可',
        ),
        fee: same('EUR 75'),
        description: tr(
          'For a job offer matching a recognised degree or vocational qualification.',
          'Para una oferta de empleo acorde con un título o cualificación profesional reconocidos.',
          '适用于与已认可学历或职业资格相符的工作录用。',
        ),
      }),
      nationalVisa({
        name: tr(
          'Opportunity Card (Chancenkarte)',
          'Tarjeta de oportunidades (Chancenkarte)',
          '机会卡（Chancenkarte）',
        ),
        type: 'work',
        validityPeriod: upToOneYear,
        fee: same('EUR 75'),
        description: tr(
          'Points-based permit to look for a job in Germany, with part-time work allowed.',
          'Permiso por puntos para buscar empleo en Alemania, con trabajo a tiempo parcial permitido.',
          '积分制求职许可，可在德国找工作并允许兼职。',
        ),
      }),
      nationalVisa({
        name: tr('Family reunion visa', 'Visado de reagrupación familiar', '家庭团聚签证'),
        type: 'family',
        validityPeriod: upToOneYear,
        fee: same('EUR 75'),
        description: tr(
          'For spouses and children joining a German citizen or a resident.',
          'Para cónyuges e hijos que se reúnen con un ciudadano alemán o un residente.',
          '适用于与德国公民或居民团聚的配偶和子女。',
        ),
      }),
    ],
    links: {
      eVisa: 'https://digital.diplo.de/visa',
      embassyInfo: 'https://www.auswaertiges-amt.de/en/visa-service',
      additionalInfo: 'https://www.make-it-in-germany.com',
    },
    notes: [
      {
        title: tr('Apply in Germany', 'Solicitud en Alemania', '可在德国境内申请'),
        description: tr(
          'Citizens of Australia, Canada, Israel, Japan, New Zealand, South Korea, the UK and the USA may enter visa-free and apply for the residence permit in Germany.',
          'Los ciudadanos de Australia, Canadá, Corea del Sur, EE. UU., Israel, Japón, Nueva Zelanda y Reino Unido pueden entrar sin visado y pedir el permiso de residencia en Alemania.',
          '澳大利亚、加拿大、以色列、日本、新西兰、韩国、英国和美国公民可免签入境后在德国申请居留许可。',
        ),
        type: 'info',
      },
      {
        title: tr('Register your address', 'Empadrónese', '登记住址'),
        description: tr(
          'Register your address (Anmeldung) within 2 weeks of moving into a home in Germany.',
          'Registre su domicilio (Anmeldung) en las 2 semanas siguientes a instalarse en Alemania.',
          '在德国入住后 2 周内须办理住址登记（Anmeldung）。',
        ),
        type: 'important',
      },
    ],
  }),
  schengenDestination({
    code: 'GR',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'Study national visa (type D)',
          'Visado nacional de estudios (tipo D)',
          '学习国家签证（D 类）',
        ),
        type: 'student',
        validityPeriod: upToOneYear,
        description: tr(
          'For studies over 90 days at a Greek institution; a residence permit follows in Greece.',
          'Para estudios de más de 90 días en un centro griego; después se pide el permiso de residencia.',
          '用于在希腊院校 90 天以上的学习，入境后办理居留许可。',
        ),
      }),
      nationalVisa({
        name: tr(
          'Employment national visa (type D)',
          'Visado nacional de trabajo (tipo D)',
          '就业国家签证（D 类）',
        ),
        type: 'work',
        validityPeriod: upToOneYear,
        description: tr(
          'For a job with a Greek employer who has secured approval to hire a non-EU worker.',
          'Para un empleo con un empleador griego autorizado a contratar a un trabajador no comunitario.',
          '适用于已获准雇用非欧盟员工的希腊雇主提供的工作。',
        ),
      }),
      nationalVisa({
        name: tr('Digital nomad visa', 'Visado para nómadas digitales', '数字游民签证'),
        type: 'work',
        validityPeriod: upToOneYear,
        description: tr(
          'For remote workers of employers or clients outside Greece with a minimum monthly income.',
          'Para teletrabajadores de empresas o clientes de fuera de Grecia con ingresos mínimos mensuales.',
          '适用于为希腊境外雇主或客户远程工作且达到最低月收入的人员。',
        ),
      }),
    ],
    links: {
      embassyInfo: 'https://www.mfa.gr',
      additionalInfo: 'https://migration.gov.gr',
    },
    recommendations: [
      tr(
        'Greek islands are part of Schengen: days spent there count towards the 90 days.',
        'Las islas griegas forman parte de Schengen: los días allí cuentan para los 90 días.',
        '希腊岛屿属于申根区，在岛上停留的天数计入 90 天。',
      ),
    ],
  }),
  schengenDestination({
    code: 'AT',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'Residence permit for students',
          'Permiso de residencia para estudiantes',
          '学生居留许可',
        ),
        type: 'student',
        validityPeriod: upToOneYear,
        description: tr(
          'For studies over 6 months; shorter courses use a type D visa.',
          'Para estudios de más de 6 meses; los cursos más cortos usan un visado tipo D.',
          '适用于 6 个月以上的学习；较短课程使用 D 类签证。',
        ),
      }),
      nationalVisa({
        name: tr('Red-White-Red Card', 'Tarjeta Rojo-Blanco-Rojo', '红白红卡'),
        type: 'work',
        validityPeriod: tr('Up to 2 years', 'Hasta 2 años', '最长 2 年'),
        description: tr(
          'Points-based permit for skilled workers, shortage occupations and key workers.',
          'Permiso por puntos para trabajadores cualificados, profesiones con escasez y personal clave.',
          '面向技术工人、紧缺职业和关键人员的积分制许可。',
        ),
      }),
    ],
    links: {
      embassyInfo: 'https://www.bmeia.gv.at',
      additionalInfo: 'https://www.migration.gv.at',
    },
  }),
  schengenDestination({
    code: 'PT',
    nationalOptions: [
      nationalVisa({
        name: tr('Study visa (D4)', 'Visado de estudios (D4)', '学习签证（D4）'),
        type: 'student',
        validityPeriod: upToOneYear,
        description: tr(
          'For higher education or other studies over 90 days in Portugal.',
          'Para educación superior u otros estudios de más de 90 días en Portugal.',
          '用于在葡萄牙 90 天以上的高等教育或其他学习。',
        ),
      }),
      nationalVisa({
        name: tr(
          'Work visa (D1) / Digital nomad visa (D8)',
          'Visado de trabajo (D1) / nómada digital (D8)',
          '工作签证（D1）/ 数字游民签证（D8）',
        ),
        type: 'work',
        validityPeriod: upToOneYear,
        description: tr(
          'D1 for a job contract in Portugal; D8 for remote work for employers or clients abroad.',
          'D1 para un contrato de trabajo en Portugal; D8 para teletrabajo para empresas o clientes extranjeros.',
          'D1 适用于葡萄牙劳动合同；D8 适用于为境外雇主或客户远程工作。',
        ),
      }),
      nationalVisa({
        name: tr('Passive income visa (D7)', 'Visado de rentas pasivas (D7)', '被动收入签证（D7）'),
        type: 'family',
        validityPeriod: upToOneYear,
        description: tr(
          'For people living on pensions, rents or other regular passive income.',
          'Para quienes viven de pensiones, alquileres u otros ingresos pasivos regulares.',
          '适用于依靠养老金、租金或其他稳定被动收入生活的人。',
        ),
        mappedCategories: ['Residency'],
      }),
    ],
    links: {
      eVisa: 'https://vistos.mne.gov.pt',
      embassyInfo: 'https://portaldiplomatico.mne.gov.pt',
      additionalInfo: 'https://aima.gov.pt',
    },
    notes: [
      {
        title: tr('AIMA replaced SEF', 'AIMA sustituye al SEF', 'AIMA 取代 SEF'),
        description: tr(
          'Residence permits are issued by AIMA, which replaced the former border service SEF in 2023.',
          'Los permisos de residencia los expide AIMA, que sustituyó al antiguo SEF en 2023.',
          '居留许可由 AIMA 签发，该机构已于 2023 年取代原移民局 SEF。',
        ),
        type: 'info',
      },
    ],
  }),
  schengenDestination({
    code: 'NL',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'MVV and residence permit for study',
          'MVV y permiso de residencia para estudios',
          'MVV 及学习居留许可',
        ),
        type: 'student',
        validityPeriod: PHRASES.durationOfStudies,
        description: tr(
          'Your university (a recognised sponsor) applies to the IND for you.',
          'La universidad (patrocinador reconocido) presenta la solicitud ante el IND por usted.',
          '由作为认可担保方的大学代您向 IND 申请。',
        ),
      }),
      nationalVisa({
        name: tr(
          'Highly skilled migrant permit',
          'Permiso de migrante altamente cualificado',
          '高技术移民许可',
        ),
        type: 'work',
        validityPeriod: tr('Up to 5 years', 'Hasta 5 años', '最长 5 年'),
        description: tr(
          'The employer, a recognised sponsor, applies to the IND; a minimum salary applies.',
          'El empleador, patrocinador reconocido, lo solicita ante el IND; se exige un salario mínimo.',
          '由作为认可担保方的雇主向 IND 申请，须达到最低薪资标准。',
        ),
      }),
      nationalVisa({
        name: tr('Family reunification permit', 'Permiso de reagrupación familiar', '家庭团聚许可'),
        type: 'family',
        validityPeriod: tr('Up to 5 years', 'Hasta 5 años', '最长 5 年'),
        description: tr(
          'For partners and children of a Dutch citizen or resident who meets the income rule.',
          'Para parejas e hijos de un ciudadano o residente neerlandés que cumple el requisito de ingresos.',
          '适用于符合收入要求的荷兰公民或居民的伴侣和子女。',
        ),
      }),
    ],
    links: {
      embassyInfo: 'https://www.netherlandsworldwide.nl',
      additionalInfo: 'https://ind.nl',
    },
    notes: [
      {
        title: tr('MVV exemptions', 'Exenciones de MVV', 'MVV 豁免'),
        description: tr(
          'Citizens of e.g. the USA, Canada, Australia, Japan, South Korea, New Zealand and the UK do not need an MVV entry visa; they still need the residence permit.',
          'Los ciudadanos de, por ejemplo, EE. UU., Canadá, Australia, Japón, Corea del Sur, Nueva Zelanda y Reino Unido no necesitan el visado MVV, pero sí el permiso de residencia.',
          '美国、加拿大、澳大利亚、日本、韩国、新西兰和英国等国公民无需 MVV 入境签证，但仍需居留许可。',
        ),
        type: 'info',
      },
    ],
  }),
  schengenDestination({
    code: 'PL',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'National visa (D) for studies',
          'Visado nacional (D) de estudios',
          '学习国家签证（D 类）',
        ),
        type: 'student',
        validityPeriod: upToOneYear,
        fee: same('EUR 80'),
        description: tr(
          'For studies over 90 days; then a temporary residence permit from the voivode.',
          'Para estudios de más de 90 días; después un permiso de residencia temporal del voivoda.',
          '用于 90 天以上的学习，之后向省长办公室申请临时居留许可。',
        ),
      }),
      nationalVisa({
        name: tr(
          'National visa (D) for work',
          'Visado nacional (D) de trabajo',
          '工作国家签证（D 类）',
        ),
        type: 'work',
        validityPeriod: upToOneYear,
        fee: same('EUR 80'),
        description: tr(
          'Needs a work permit your employer obtains from the voivode, or a valid exemption.',
          'Requiere el permiso de trabajo que obtiene el empleador del voivoda, o una exención válida.',
          '须由雇主向省长办公室取得工作许可，或符合豁免条件。',
        ),
      }),
    ],
    links: {
      eVisa: 'https://secure.e-konsulat.gov.pl',
      embassyInfo: 'https://www.gov.pl/web/diplomacy',
      additionalInfo: 'https://www.gov.pl/web/udsc',
    },
  }),
  schengenDestination({
    code: 'HR',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'Temporary stay permit for study',
          'Permiso de estancia temporal para estudios',
          '学习临时居留许可',
        ),
        type: 'student',
        validityPeriod: upToOneYear,
        description: tr(
          'Apply at a Croatian embassy or, after entry, at the police administration.',
          'Se solicita en una embajada croata o, tras la entrada, en la administración policial.',
          '可在克罗地亚使馆申请，或入境后向警察局申请。',
        ),
      }),
      nationalVisa({
        name: tr('Stay and work permit', 'Permiso de estancia y trabajo', '居留和工作许可'),
        type: 'work',
        validityPeriod: upToOneYear,
        description: tr(
          'Requested by the Croatian employer, usually after a labour market test.',
          'Lo solicita el empleador croata, normalmente tras una prueba del mercado laboral.',
          '由克罗地亚雇主申请，通常需经过劳动力市场测试。',
        ),
      }),
      nationalVisa({
        name: tr(
          'Digital nomad temporary stay',
          'Estancia temporal para nómadas digitales',
          '数字游民临时居留',
        ),
        type: 'work',
        validityPeriod: tr('Up to 18 months', 'Hasta 18 meses', '最长 18 个月'),
        description: tr(
          'For remote workers of foreign employers; they may not work for Croatian employers.',
          'Para teletrabajadores de empresas extranjeras; no pueden trabajar para empleadores croatas.',
          '适用于为外国雇主远程工作的人员，不得为克罗地亚雇主工作。',
        ),
      }),
    ],
    links: {
      embassyInfo: 'https://mvep.gov.hr',
      additionalInfo: 'https://mup.gov.hr',
    },
    notes: [
      {
        title: tr('Schengen since 2023', 'Schengen desde 2023', '2023 年加入申根'),
        description: tr(
          'Croatia joined Schengen on 1 January 2023; days in Croatia count towards the 90/180 limit.',
          'Croacia entró en Schengen el 1 de enero de 2023; los días en Croacia cuentan para el límite 90/180.',
          '克罗地亚于 2023 年 1 月 1 日加入申根区，在克停留天数计入 90/180 天限制。',
        ),
        type: 'info',
      },
    ],
  }),
  schengenDestination({
    code: 'CH',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'National visa (D) for studies',
          'Visado nacional (D) de estudios',
          '学习国家签证（D 类）',
        ),
        type: 'student',
        validityPeriod: upToOneYear,
        description: tr(
          'The canton of study decides; a residence permit (B) follows after arrival.',
          'Decide el cantón de estudios; tras la llegada se expide un permiso de residencia (B).',
          '由就读所在州审批，抵达后办理 B 类居留许可。',
        ),
      }),
      nationalVisa({
        name: tr('Work permit (L / B)', 'Permiso de trabajo (L / B)', '工作许可（L / B）'),
        type: 'work',
        validityPeriod: tr(
          'L: up to 1 year; B: 1 year, renewable',
          'L: hasta 1 año; B: 1 año, renovable',
          'L：最长 1 年；B：1 年，可续签',
        ),
        description: tr(
          'For non-EU/EFTA citizens: qualified specialists only, within yearly quotas; the employer applies.',
          'Para ciudadanos no UE/AELC: solo especialistas cualificados, dentro de cupos anuales; lo solicita el empleador.',
          '非欧盟/欧洲自由贸易联盟公民：仅限合格专业人员，受年度配额限制，由雇主申请。',
        ),
      }),
    ],
    links: {
      embassyInfo: 'https://www.eda.admin.ch',
      additionalInfo: 'https://www.sem.admin.ch',
    },
    notes: [
      {
        title: tr('Schengen but not EU', 'Schengen pero no UE', '申根国但非欧盟成员'),
        description: tr(
          'Switzerland applies the Schengen visa rules; customs checks still apply at its borders.',
          'Suiza aplica las normas de visados Schengen; en sus fronteras sigue habiendo controles aduaneros.',
          '瑞士执行申根签证规定，但边境仍有海关检查。',
        ),
        type: 'info',
      },
    ],
  }),
  schengenDestination({
    code: 'CZ',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'Long-term visa for studies',
          'Visado de larga duración para estudios',
          '学习长期签证',
        ),
        type: 'student',
        validityPeriod: upToOneYear,
        description: tr(
          'For studies over 90 days; a long-term residence permit follows for longer programmes.',
          'Para estudios de más de 90 días; para programas más largos sigue un permiso de residencia.',
          '用于 90 天以上的学习；较长课程之后办理长期居留许可。',
        ),
      }),
      nationalVisa({
        name: tr('Employee Card', 'Tarjeta de empleado (Employee Card)', '雇员卡（Employee Card）'),
        type: 'work',
        validityPeriod: tr(
          'Up to 2 years, renewable',
          'Hasta 2 años, renovable',
          '最长 2 年，可续签',
        ),
        description: tr(
          'A combined residence and work permit for a job listed in the central vacancy register.',
          'Permiso combinado de residencia y trabajo para un puesto inscrito en el registro central de vacantes.',
          '居留与工作合一的许可，适用于登记在中央空缺职位库中的工作。',
        ),
      }),
    ],
    links: {
      embassyInfo: 'https://mzv.gov.cz',
      additionalInfo: 'https://www.mvcr.cz',
    },
  }),
  schengenDestination({
    code: 'HU',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'Residence permit for study',
          'Permiso de residencia para estudios',
          '学习居留许可',
        ),
        type: 'student',
        validityPeriod: PHRASES.durationOfStudies,
        description: tr(
          'For full-time studies at a Hungarian institution; apply online on Enter Hungary or at a consulate.',
          'Para estudios a tiempo completo en un centro húngaro; se solicita en Enter Hungary o en un consulado.',
          '适用于在匈牙利院校全日制学习，可通过 Enter Hungary 在线或在领事馆申请。',
        ),
      }),
      nationalVisa({
        name: tr(
          'Residence permit for employment',
          'Permiso de residencia para empleo',
          '就业居留许可',
        ),
        type: 'work',
        validityPeriod: tr('Up to 3 years', 'Hasta 3 años', '最长 3 年'),
        description: tr(
          'A single permit for residence and work with a Hungarian employer.',
          'Permiso único de residencia y trabajo con un empleador húngaro.',
          '为匈牙利雇主工作的居留和工作单一许可。',
        ),
      }),
    ],
    links: {
      eVisa: 'https://enterhungary.gov.hu',
      embassyInfo: 'https://konzuliszolgalat.kormany.hu',
      additionalInfo: 'https://oif.gov.hu',
    },
  }),
  schengenDestination({
    code: 'DK',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'Residence permit for higher education',
          'Permiso de residencia para educación superior',
          '高等教育居留许可',
        ),
        type: 'student',
        validityPeriod: PHRASES.durationOfStudies,
        description: tr(
          'For admission to a Danish higher-education programme; apply to SIRI.',
          'Para una admisión en un programa de educación superior danés; se solicita a SIRI.',
          '适用于被丹麦高等教育项目录取者，向 SIRI 申请。',
        ),
      }),
      nationalVisa({
        name: tr(
          'Work permit (Pay Limit, Positive List, Fast-track)',
          'Permiso de trabajo (Pay Limit, Positive List, Fast-track)',
          '工作许可（Pay Limit、Positive List、Fast-track）',
        ),
        type: 'work',
        validityPeriod: tr('Up to 4 years', 'Hasta 4 años', '最长 4 年'),
        description: tr(
          'For a job offer above the salary threshold or in a shortage occupation; apply to SIRI.',
          'Para una oferta por encima del umbral salarial o en una profesión con escasez; se solicita a SIRI.',
          '适用于薪资高于门槛或属于紧缺职业的工作，向 SIRI 申请。',
        ),
      }),
    ],
    links: {
      embassyInfo: 'https://um.dk',
      additionalInfo: 'https://www.nyidanmark.dk',
    },
    notes: [
      {
        title: tr('Faroe Islands and Greenland', 'Islas Feroe y Groenlandia', '法罗群岛和格陵兰'),
        description: tr(
          'They are outside Schengen: a Schengen visa is not valid there unless endorsed for them.',
          'Están fuera de Schengen: el visado Schengen no es válido allí salvo que lo indique expresamente.',
          '两地不属于申根区，申根签证除非特别注明，否则不能用于入境。',
        ),
        type: 'warning',
      },
    ],
  }),
  schengenDestination({
    code: 'SE',
    nationalOptions: [
      nationalVisa({
        name: tr(
          'Residence permit for studies',
          'Permiso de residencia para estudios',
          '学习居留许可',
        ),
        type: 'student',
        validityPeriod: PHRASES.durationOfStudies,
        description: tr(
          'For higher-education studies; apply online to the Swedish Migration Agency.',
          'Para estudios superiores; se solicita en línea a la Agencia Sueca de Migración.',
          '适用于高等教育学习，向瑞典移民局在线申请。',
        ),
      }),
      nationalVisa({
        name: tr('Work permit', 'Permiso de trabajo', '工作许可'),
        type: 'work',
        validityPeriod: tr(
          'Up to 2 years, renewable',
          'Hasta 2 años, renovable',
          '最长 2 年，可续签',
        ),
        description: tr(
          'Needs a job offer meeting the salary threshold and Swedish collective-agreement terms.',
          'Requiere una oferta que cumpla el umbral salarial y las condiciones de los convenios suecos.',
          '须有达到薪资门槛并符合瑞典集体协议条件的工作邀请。',
        ),
      }),
    ],
    links: {
      eVisa: 'https://www.migrationsverket.se',
      embassyInfo: 'https://www.swedenabroad.se',
    },
  }),
];
