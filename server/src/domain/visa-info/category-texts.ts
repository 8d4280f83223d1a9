import { tr, type Localized } from './localized';
import type { RequirementCategory } from './requirement';
import type { ApplicationStepData, ImportantNoteData } from './visa-info-data';

// What each requirement category means for the traveller, in words any destination can use.
// `place` is the destination's display name in the text's language.

type Place = Localized;

function forDays(days: number | undefined): Localized {
  return days === undefined
    ? tr('', '', '')
    : tr(` for up to ${days} days`, ` durante un máximo de ${days} días`, `，最长 ${days} 天`);
}

/** The first recommendation: what this traveller must do to visit. */
export function categoryRecommendation(
  category: RequirementCategory,
  place: Place,
  days: number | undefined,
): Localized {
  const span = forDays(days);
  switch (category) {
    case 'freedom_of_movement':
      return tr(
        `You have freedom of movement in ${place.en}: travel with a valid passport or national ID card and live, study or work there without a visa.`,
        `Tiene libertad de circulación en ${place.es}: viaje con pasaporte o documento nacional de identidad válidos y viva, estudie o trabaje allí sin visado.`,
        `您在${place.zh}享有自由流动权：持有效护照或身份证即可前往，并可免签居住、学习或工作。`,
      );
    case 'visa_free':
      return tr(
        `No visa is needed for tourism or short business visits to ${place.en}${span.en}.`,
        `No necesita visado para turismo o viajes cortos de negocios a ${place.es}${span.es}.`,
        `前往${place.zh}旅游或短期商务无需签证${span.zh}。`,
      );
    case 'visa_on_arrival':
      return tr(
        `You can get a visa on arrival in ${place.en}${span.en}; carry the fee, a return ticket and proof of accommodation.`,
        `Puede obtener el visado a la llegada a ${place.es}${span.es}; lleve la tasa, el billete de vuelta y la prueba de alojamiento.`,
        `您可在抵达${place.zh}时办理落地签${span.zh}；请备好签证费、返程机票和住宿证明。`,
      );
    case 'eta':
      return tr(
        `No visa is needed for a short visit to ${place.en}${span.en}, but you must get an electronic travel authorisation (ETA) online before departure.`,
        `No necesita visado para una visita corta a ${place.es}${span.es}, pero debe obtener una autorización electrónica de viaje (ETA) en línea antes de salir.`,
        `短期访问${place.zh}无需签证${span.zh}，但出发前须在线申请电子旅行授权（ETA）。`,
      );
    case 'e_visa':
      return tr(
        `Apply online for an eVisa for ${place.en} before you travel${span.en}.`,
        `Solicite en línea una eVisa para ${place.es} antes de viajar${span.es}.`,
        `出行前须在线申请${place.zh}电子签证（eVisa）${span.zh}。`,
      );
    case 'visa_required':
      return tr(
        `You need a visa for ${place.en} before you travel; apply at its embassy, consulate or official visa centre well in advance.`,
        `Necesita un visado para ${place.es} antes de viajar; solicítelo con antelación en su embajada, consulado o centro de visados oficial.`,
        `前往${place.zh}须提前办理签证，请尽早向其使领馆或官方签证中心申请。`,
      );
    case 'no_admission':
      return tr(
        `Holders of your passport are currently not admitted to ${place.en}. Do not book travel; check with its authorities.`,
        `Los titulares de su pasaporte no son admitidos actualmente en ${place.es}. No reserve el viaje; consulte con sus autoridades.`,
        `持您护照的旅客目前不被准许进入${place.zh}。请勿预订行程，并向其主管部门核实。`,
      );
  }
}

/** Study, work and long stays are never covered by visa-free entry. */
export const LONG_STAY_RECOMMENDATION = tr(
  'Study, work or longer stays still need the matching visa or permit listed here.',
  'Los estudios, el trabajo o las estancias largas siguen requiriendo el visado o permiso correspondiente indicado aquí.',
  '留学、工作或长期停留仍须办理此处列出的相应签证或许可。',
);

export const OFFICIAL_SOURCE_RECOMMENDATION = tr(
  'Entry rules change: confirm them with the embassy or consulate or the official immigration website before you travel.',
  'Las reglas de entrada cambian: confírmelas con la embajada, el consulado o el sitio oficial de inmigración antes de viajar.',
  '入境规定可能变化，出行前请向使领馆或官方移民网站确认。',
);

/** The note that heads the list: the traveller's situation in one line. */
export function categoryNote(
  category: RequirementCategory,
  days: number | undefined,
): ImportantNoteData {
  const span = forDays(days);
  switch (category) {
    case 'freedom_of_movement':
      return {
        title: tr('Freedom of movement', 'Libertad de circulación', '自由流动'),
        description: tr(
          'No visa is needed; long stays may need local registration after arrival.',
          'No se necesita visado; las estancias largas pueden requerir inscripción local tras la llegada.',
          '无需签证；长期居住可能需要在抵达后办理当地登记。',
        ),
        type: 'info',
      };
    case 'visa_free':
      return {
        title: tr('Visa-free entry', 'Entrada sin visado', '免签入境'),
        description: tr(
          `Visa-free visit${span.en}; overstaying leads to fines, bans or deportation.`,
          `Visita sin visado${span.es}; exceder la estancia conlleva multas, prohibiciones de entrada o expulsión.`,
          `免签访问${span.zh}；逾期停留将被罚款、禁止入境或遣返。`,
        ),
        type: 'info',
      };
    case 'visa_on_arrival':
      return {
        title: tr('Visa on arrival', 'Visado a la llegada', '落地签'),
        description: tr(
          `Issued at the border${span.en}; the officer can refuse it, so carry all supporting documents.`,
          `Se expide en la frontera${span.es}; el agente puede denegarlo, así que lleve todos los justificantes.`,
          `在口岸签发${span.zh}；官员可拒签，请携带全部证明材料。`,
        ),
        type: 'important',
      };
    case 'eta':
      return {
        title: tr(
          'Travel authorisation needed',
          'Autorización de viaje necesaria',
          '须办理旅行授权',
        ),
        description: tr(
          'Airlines check the electronic travel authorisation before boarding; apply on the official site only.',
          'Las aerolíneas comprueban la autorización electrónica antes del embarque; solicítela solo en el sitio oficial.',
          '航空公司登机前会核查电子旅行授权，请只在官方网站申请。',
        ),
        type: 'important',
      };
    case 'e_visa':
      return {
        title: tr('eVisa before departure', 'eVisa antes de salir', '出发前办理电子签证'),
        description: tr(
          'Apply on the official government portal only; print or save the approval.',
          'Solicítela solo en el portal oficial del gobierno; imprima o guarde la aprobación.',
          '请只在政府官方网站申请，并打印或保存批准文件。',
        ),
        type: 'important',
      };
    case 'visa_required':
      return {
        title: tr('Visa required', 'Visado obligatorio', '须办理签证'),
        description: tr(
          'Apply well before travel: appointments and processing can take weeks.',
          'Solicítelo con tiempo: las citas y la tramitación pueden tardar semanas.',
          '请提前申请，预约和审理可能需要数周。',
        ),
        type: 'important',
      };
    case 'no_admission':
      return {
        title: tr('Entry not permitted', 'Entrada no permitida', '不准入境'),
        description: tr(
          'Entry is currently refused to holders of this passport, whatever the visa.',
          'Actualmente se deniega la entrada a los titulares de este pasaporte, con o sin visado.',
          '目前持此护照者无论持何种签证均不准入境。',
        ),
        type: 'warning',
      };
  }
}

/** What a traveller who needs no visa, or only an online authorisation, does before the trip. */
export function entrySteps(category: RequirementCategory): ApplicationStepData[] {
  const check = {
    title: tr('Check your passport', 'Revise su pasaporte', '检查护照'),
    description: tr(
      'Make sure it meets the validity rule and has blank pages.',
      'Compruebe que cumple la validez exigida y tiene páginas en blanco.',
      '确认护照有效期符合要求并有空白页。',
    ),
  };
  const border = {
    title: tr('At the border', 'En la frontera', '入境时'),
    description: tr(
      'Show your passport, return ticket and, if asked, accommodation and funds.',
      'Muestre el pasaporte, el billete de vuelta y, si se lo piden, el alojamiento y los fondos.',
      '出示护照、返程机票，并按要求出示住宿和资金证明。',
    ),
  };
  switch (category) {
    case 'freedom_of_movement':
    case 'visa_free':
      return [
        check,
        {
          title: tr('Book your return', 'Reserve la vuelta', '预订返程'),
          description: tr(
            'Plan your dates within the allowed stay and keep proof of onward travel.',
            'Planifique las fechas dentro de la estancia permitida y conserve la prueba de salida.',
            '在允许停留期内安排行程，并保留离境证明。',
          ),
        },
        border,
      ];
    case 'eta':
      return [
        check,
        {
          title: tr('Apply for the ETA', 'Solicite la ETA', '申请 ETA'),
          description: tr(
            'Apply online on the official site before booking, and link it to the passport you travel with.',
            'Solicítela en línea en el sitio oficial antes de reservar y vincúlela al pasaporte con el que viaja.',
            '订票前在官方网站在线申请，并与出行所用护照关联。',
          ),
        },
        border,
      ];
    case 'visa_on_arrival':
      return [
        check,
        {
          title: tr('Prepare the fee', 'Prepare la tasa', '准备签证费'),
          description: tr(
            'Check the official fee and accepted payment methods before you fly.',
            'Consulte la tasa oficial y los medios de pago aceptados antes de volar.',
            '出发前确认官方费用及可用支付方式。',
          ),
        },
        border,
      ];
    case 'e_visa':
      return [
        check,
        {
          title: tr('Apply online', 'Solicítelo en línea', '在线申请'),
          description: tr(
            'Fill in the eVisa form on the official portal, upload a photo and passport scan, and pay the fee.',
            'Rellene el formulario de eVisa en el portal oficial, suba foto y copia del pasaporte y pague la tasa.',
            '在官方网站填写电子签证申请表，上传照片和护照扫描件并缴费。',
          ),
        },
        border,
      ];
    case 'visa_required':
      return [
        check,
        {
          title: tr(
            'Apply at the embassy or consulate',
            'Solicítelo en la embajada o consulado',
            '向使领馆申请',
          ),
          description: tr(
            'Book an appointment, submit the form and documents, and pay the official fee.',
            'Pida cita, presente el formulario y los documentos y pague la tasa oficial.',
            '预约递签，提交申请表和材料并缴纳官方费用。',
          ),
        },
        {
          title: tr('Wait for the decision', 'Espere la resolución', '等待审批'),
          description: tr(
            'Do not buy non-refundable tickets until the visa is issued.',
            'No compre billetes no reembolsables hasta que se expida el visado.',
            '签证签发前请勿购买不可退款机票。',
          ),
        },
        border,
      ];
    case 'no_admission':
      return [];
  }
}
