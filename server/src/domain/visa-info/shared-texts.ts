import type { VisaCategory, VisaOptionType } from '@common/contracts/visa-info';
import { PHRASES, tr, type Localized } from './localized';
import type { ApplicationStepData, VisaOptionData } from './visa-info-data';

// Texts several destinations share: the usual documents, the usual consular process, and the
// shape of a long-stay (study, work, family) option.

export const DOCUMENTS = {
  applicationForm: tr(
    'Completed visa application form, signed',
    'Formulario de solicitud de visado cumplimentado y firmado',
    '填写完整并签名的签证申请表',
  ),
  photo: tr(
    'Recent passport-size photo meeting the official specifications',
    'Fotografía reciente tamaño pasaporte según las especificaciones oficiales',
    '符合官方规格的近期护照照片',
  ),
  returnTicket: tr(
    'Return or onward ticket (or booking)',
    'Billete de vuelta o de continuación (o reserva)',
    '返程或续程机票（或预订单）',
  ),
  funds: tr(
    'Proof of sufficient funds for the stay (bank statements)',
    'Prueba de medios económicos suficientes para la estancia (extractos bancarios)',
    '足以支付停留费用的资金证明（银行流水）',
  ),
  accommodation: tr(
    'Proof of accommodation (hotel booking or invitation from your host)',
    'Prueba de alojamiento (reserva de hotel o carta de invitación del anfitrión)',
    '住宿证明（酒店预订或邀请人的邀请函）',
  ),
  insurance: tr(
    'Travel medical insurance for the whole stay',
    'Seguro médico de viaje para toda la estancia',
    '覆盖整个行程的旅行医疗保险',
  ),
  purpose: tr(
    'Evidence of the purpose of the trip (itinerary, invitation letter, admission or job offer)',
    'Justificante del motivo del viaje (itinerario, carta de invitación, admisión u oferta de empleo)',
    '旅行目的证明（行程单、邀请函、录取通知书或工作邀请）',
  ),
  ties: tr(
    'Evidence of ties to your home country (employment, studies, family)',
    'Prueba de vínculos con su país (empleo, estudios, familia)',
    '与本国联系的证明（工作、学业、家庭）',
  ),
} as const;

/** The documents most visitor visa applications ask for. */
export const VISITOR_VISA_DOCUMENTS: readonly Localized[] = [
  DOCUMENTS.applicationForm,
  DOCUMENTS.photo,
  DOCUMENTS.returnTicket,
  DOCUMENTS.funds,
  DOCUMENTS.accommodation,
  DOCUMENTS.purpose,
];

/** The usual consular visa process; `where` names the official place to apply. */
export function consularProcess(where: Localized): ApplicationStepData[] {
  return [
    {
      title: tr('Choose the visa', 'Elija el visado', '选择签证类型'),
      description: tr(
        'Pick the visa that matches the main purpose of your trip and check its document list.',
        'Elija el visado que corresponde al motivo principal del viaje y revise su lista de documentos.',
        '根据旅行的主要目的选择签证，并核对所需材料清单。',
      ),
    },
    {
      title: tr('Apply', 'Presente la solicitud', '提交申请'),
      description: where,
    },
    {
      title: tr(
        'Pay and give biometrics',
        'Pague y registre datos biométricos',
        '缴费并采集生物信息',
      ),
      description: tr(
        'Pay the official fee and attend the appointment for fingerprints, photo or interview if asked.',
        'Pague la tasa oficial y acuda a la cita para huellas, foto o entrevista si se la piden.',
        '缴纳官方费用，并按要求前往预约地点录取指纹、拍照或面谈。',
      ),
    },
    {
      title: tr('Receive the decision', 'Reciba la resolución', '等待审批结果'),
      description: tr(
        'Check the visa details (dates, entries, name) as soon as you receive it.',
        'Revise los datos del visado (fechas, entradas, nombre) en cuanto lo reciba.',
        '收到签证后立即核对日期、入境次数和姓名等信息。',
      ),
    },
  ];
}

/** An online (eVisa or travel authorisation) process on the given official portal. */
export function onlineProcess(portal: string): ApplicationStepData[] {
  return [
    {
      title: tr('Open the official portal', 'Abra el portal oficial', '打开官方网站'),
      description: tr(
        `Apply only at ${portal}; unofficial sites charge extra.`,
        `Solicítelo solo en ${portal}; los sitios no oficiales cobran de más.`,
        `只在 ${portal} 申请；非官方网站会额外收费。`,
      ),
    },
    {
      title: tr('Fill in the form', 'Rellene el formulario', '填写申请表'),
      description: tr(
        'Enter your passport details exactly as printed and upload the requested photo and scans.',
        'Introduzca los datos del pasaporte tal como figuran y suba la foto y copias solicitadas.',
        '按护照原样填写信息，并上传所需照片和扫描件。',
      ),
    },
    {
      title: tr('Pay online', 'Pague en línea', '在线缴费'),
      description: tr(
        'Pay the official fee by card and keep the receipt.',
        'Pague la tasa oficial con tarjeta y guarde el justificante.',
        '用银行卡支付官方费用并保留收据。',
      ),
    },
    {
      title: tr('Travel with the approval', 'Viaje con la aprobación', '携带批准文件出行'),
      description: tr(
        'Print or save the approval and show it with your passport at check-in and at the border.',
        'Imprima o guarde la aprobación y preséntela con el pasaporte al facturar y en la frontera.',
        '打印或保存批准文件，值机和入境时与护照一并出示。',
      ),
    },
  ];
}

const CATEGORIES_BY_TYPE: Readonly<Record<VisaOptionType, readonly VisaCategory[]>> = {
  tourist: ['Tourism & Sightseeing', 'Visiting Family/Friends', 'Medical'],
  business: ['Business'],
  student: ['Study'],
  work: ['Work/Employment', 'Residency'],
  exchange: ['Cultural Exchange'],
  family: ['Visiting Family/Friends', 'Residency'],
};

/** A visa option; categories default to the type's usual ones. */
export function option(
  fields: Omit<VisaOptionData, 'mappedCategories' | 'processingTime'> & {
    processingTime?: Localized;
    mappedCategories?: readonly VisaCategory[];
  },
): VisaOptionData {
  return {
    ...fields,
    processingTime: fields.processingTime ?? PHRASES.variesByConsulate,
    mappedCategories: fields.mappedCategories ?? CATEGORIES_BY_TYPE[fields.type],
  };
}
