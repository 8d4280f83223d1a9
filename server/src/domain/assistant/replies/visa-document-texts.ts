import type { Language } from '@common/constants';
import { VISA_CHECK_LINE, bullets, markdown, sentences, type IntentTexts } from './intent-text-kit';

// Answers about the add-ons a visa application uses (product.md §1.1, §5.1). Dummy reservations are
// documents for visa applications only, and every reply says so plainly.

/**
 * The Schengen Visa Code's minimum medical cover (product.md §3.5), written the way each language
 * does.
 */
export const SCHENGEN_MINIMUM_COVER: Readonly<Record<Language, string>> = {
  en: '€30,000',
  es: '30.000 €',
  zh: '30,000 欧元',
};

export const DUMMY_FLIGHT_TEXTS: IntentTexts = {
  en: ({ destination, nationality, prices }) =>
    markdown(
      `A **dummy flight reservation** is a verifiable flight reservation made for visa applications${destination ? `, such as yours for ${destination}` : ''}. It shows your route, dates and passenger names, so the consulate can see your travel plans without you buying a ticket before the visa is decided.`,
      bullets([
        `**Price:** ${prices['dummy-flight']}`,
        '**Use it for:** visa applications that ask for a flight itinerary or proof of onward travel.',
        '**Not a ticket:** you cannot board a plane with it. Buy your real ticket once your visa is approved.',
        '**What I need:** your departure and arrival cities, and the passenger name as in the passport, passport number and phone number.',
      ]),
      sentences(
        'Choose the offer below to order it.',
        destination && VISA_CHECK_LINE.en(destination, nationality),
      ),
    ),
  es: ({ destination, nationality, prices }) =>
    markdown(
      `Una **reserva de vuelo para visado** es una reserva de vuelo verificable pensada para solicitudes de visado${destination ? `, como la suya para ${destination}` : ''}. Muestra su ruta, sus fechas y los nombres de los pasajeros, para que el consulado vea sus planes de viaje sin que usted compre un billete antes de conocer la decisión sobre el visado.`,
      bullets([
        `**Precio:** ${prices['dummy-flight']}`,
        '**Para qué sirve:** solicitudes de visado que piden un itinerario de vuelo o un justificante de salida del país.',
        '**No es un billete:** no se puede embarcar con ella. Compre su billete real cuando le aprueben el visado.',
        '**Qué necesito:** sus ciudades de salida y llegada, y el nombre del pasajero tal como figura en el pasaporte, el número de pasaporte y un teléfono.',
      ]),
      sentences(
        'Elija la oferta de abajo para pedirla.',
        destination && VISA_CHECK_LINE.es(destination, nationality),
      ),
    ),
  zh: ({ destination, nationality, prices }) =>
    markdown(
      `**签证用机票预订单**是专为签证申请${destination ? `（例如您的${destination}签证）` : ''}出具的可验证机票预订，列明航线、日期和乘客姓名，让领事馆了解您的行程，而您无需在签证结果出来前购买机票。`,
      bullets([
        `**价格：**${prices['dummy-flight']}`,
        '**用途：**要求提供机票行程或离境证明的签证申请。',
        '**并非机票：**不能凭此登机。签证获批后再购买正式机票。',
        '**所需信息：**出发和抵达城市，以及与护照一致的乘客姓名、护照号码和电话号码。',
      ]),
      `请选择下方的服务进行预订。${destination ? VISA_CHECK_LINE.zh(destination, nationality) : ''}`,
    ),
};

export const DUMMY_HOTEL_TEXTS: IntentTexts = {
  en: ({ destination, nationality, prices }) =>
    markdown(
      `A **dummy hotel reservation** is a verifiable hotel reservation used as proof of accommodation for a visa application${destination ? `, such as yours for ${destination}` : ''}. Many consulates ask where you will stay during your trip; this document shows it without paying for a stay before the visa is decided.`,
      bullets([
        `**Price:** ${prices['dummy-hotel']}`,
        '**Use it for:** visa applications that ask for proof of accommodation.',
        '**Not a real booking:** you cannot check in with it. Book your real accommodation once your visa is approved.',
        '**What I need:** the city where you will stay, and the guest name as in the passport, passport number and phone number.',
      ]),
      sentences(
        'Choose the offer below to order it.',
        destination && VISA_CHECK_LINE.en(destination, nationality),
      ),
    ),
  es: ({ destination, nationality, prices }) =>
    markdown(
      `Una **reserva de hotel para visado** es una reserva de hotel verificable que sirve como justificante de alojamiento en una solicitud de visado${destination ? `, como la suya para ${destination}` : ''}. Muchos consulados preguntan dónde se alojará durante el viaje; este documento lo acredita sin pagar una estancia antes de conocer la decisión sobre el visado.`,
      bullets([
        `**Precio:** ${prices['dummy-hotel']}`,
        '**Para qué sirve:** solicitudes de visado que piden un justificante de alojamiento.',
        '**No es una reserva real:** no puede alojarse con ella. Reserve su alojamiento real cuando le aprueben el visado.',
        '**Qué necesito:** la ciudad donde se alojará, y el nombre del huésped tal como figura en el pasaporte, el número de pasaporte y un teléfono.',
      ]),
      sentences(
        'Elija la oferta de abajo para pedirla.',
        destination && VISA_CHECK_LINE.es(destination, nationality),
      ),
    ),
  zh: ({ destination, nationality, prices }) =>
    markdown(
      `**签证用酒店预订单**是可验证的酒店预订，用作签证申请${destination ? `（例如您的${destination}签证）` : ''}的住宿证明。许多领事馆会询问您在旅途中的住处，这份文件可以证明住宿安排，而无需在签证结果出来前支付房费。`,
      bullets([
        `**价格：**${prices['dummy-hotel']}`,
        '**用途：**要求提供住宿证明的签证申请。',
        '**并非真实预订：**不能凭此入住。签证获批后请再预订实际住宿。',
        '**所需信息：**入住城市，以及与护照一致的住客姓名、护照号码和电话号码。',
      ]),
      `请选择下方的服务进行预订。${destination ? VISA_CHECK_LINE.zh(destination, nationality) : ''}`,
    ),
};

export const INSURANCE_TEXTS: IntentTexts = {
  en: ({ destination, prices, schengen }) =>
    markdown(
      `**Travel insurance${destination ? ` for ${destination}` : ''}** protects you when something goes wrong on your trip. Ours covers:`,
      bullets([
        '**Medical emergencies:** treatment abroad, which can be very expensive without cover.',
        '**Trip cancellation:** prepaid costs if you have to cancel for a covered reason.',
        '**Lost baggage:** compensation if your luggage is lost.',
      ]),
      `**Price:** ${prices['travel-insurance']}`,
      schengen && destination
        ? `**Schengen visa:** ${destination} is in the Schengen area. For a Schengen visa your insurance must cover at least ${SCHENGEN_MINIMUM_COVER.en} for medical emergencies and repatriation, be valid in all Schengen states and last for your whole stay. Whatever policy you choose, check that it meets this minimum.`
        : destination
          ? `Some countries require travel insurance for a visa or at the border. I can check the visa requirements for ${destination} to see whether that applies to you.`
          : `**Applying for a Schengen visa?** Your insurance must cover at least ${SCHENGEN_MINIMUM_COVER.en} for medical emergencies and repatriation, be valid in all Schengen states and last for your whole stay.`,
      'Before you buy, read the exclusions (such as pre-existing conditions or risky sports) and make sure the dates match your trip. Choose the offer below to get covered.',
    ),
  es: ({ destination, prices, schengen }) =>
    markdown(
      `El **seguro de viaje${destination ? ` para ${destination}` : ''}** le protege si algo sale mal durante el viaje. El nuestro cubre:`,
      bullets([
        '**Emergencias médicas:** atención en el extranjero, que puede ser muy cara sin cobertura.',
        '**Cancelación del viaje:** los gastos pagados por adelantado si tiene que cancelar por un motivo cubierto.',
        '**Pérdida de equipaje:** una indemnización si se pierde su equipaje.',
      ]),
      `**Precio:** ${prices['travel-insurance']}`,
      schengen && destination
        ? `**Visado Schengen:** ${destination} forma parte del espacio Schengen. Para un visado Schengen, el seguro debe cubrir al menos ${SCHENGEN_MINIMUM_COVER.es} en emergencias médicas y repatriación, ser válido en todos los Estados Schengen y abarcar toda la estancia. Sea cual sea la póliza que elija, compruebe que alcanza ese mínimo.`
        : destination
          ? `Algunos países exigen un seguro de viaje para el visado o en la frontera. Puedo consultar los requisitos de visado de ${destination} para ver si es su caso.`
          : `**¿Va a solicitar un visado Schengen?** El seguro debe cubrir al menos ${SCHENGEN_MINIMUM_COVER.es} en emergencias médicas y repatriación, ser válido en todos los Estados Schengen y abarcar toda la estancia.`,
      'Antes de contratarlo, lea las exclusiones (como enfermedades preexistentes o deportes de riesgo) y compruebe que las fechas coinciden con su viaje. Elija la oferta de abajo para contratarlo.',
    ),
  zh: ({ destination, prices, schengen }) =>
    markdown(
      `**${destination ? `${destination}` : ''}旅行保险**在旅途中出现意外时为您提供保障。我们的保险涵盖：`,
      bullets([
        '**医疗急救：**境外就医费用，没有保险可能非常昂贵。',
        '**行程取消：**因保障范围内的原因取消行程时，已预付的费用。',
        '**行李丢失：**行李丢失时的赔偿。',
      ]),
      `**价格：**${prices['travel-insurance']}`,
      schengen && destination
        ? `**申根签证：**${destination}属于申根区。申请申根签证时，保险须涵盖至少 ${SCHENGEN_MINIMUM_COVER.zh}的医疗急救和送返费用，在所有申根国家有效，并覆盖整个停留期。无论选择哪份保单，请确认达到这一最低标准。`
        : destination
          ? `有些国家在办理签证或入境时要求提供旅行保险。我可以为您查询${destination}的签证要求，看看是否适用于您。`
          : `**正在申请申根签证？**保险须涵盖至少 ${SCHENGEN_MINIMUM_COVER.zh}的医疗急救和送返费用，在所有申根国家有效，并覆盖整个停留期。`,
      '购买前请阅读免责条款（例如既往病症或高风险运动），并确认保险日期与行程一致。请选择下方的服务进行投保。',
    ),
};
