import { PRODUCT_NAME } from '@common/constants';
import { VISA_CHECK_LINE, bullets, markdown, sentences, type IntentTexts } from './intent-text-kit';

// Small talk that always leads back to the trip: a welcome, a thank-you, and what the assistant
// can do. Help's example questions are ones the chat understands when typed as they are.

export const GREETING_TEXTS: IntentTexts = {
  en: ({ destination, nationality }) =>
    destination
      ? markdown(
          `Hello, and welcome to ${PRODUCT_NAME}! I'm your AI travel assistant.`,
          `You're planning a trip to **${destination}**. ${VISA_CHECK_LINE.en(destination, nationality)} I can also help with flights, hotels, travel insurance and a day-by-day itinerary.`,
        )
      : markdown(
          `Hello, and welcome to ${PRODUCT_NAME}! I'm your AI travel assistant. I can check the visa requirements for your passport and destination, help with flights and hotels, and prepare dummy flight and hotel reservations for visa applications.`,
          '**Where would you like to travel?**',
        ),
  es: ({ destination, nationality }) =>
    destination
      ? markdown(
          `¡Hola! Le damos la bienvenida a ${PRODUCT_NAME}. Soy su asistente de viajes con IA.`,
          `Está planificando un viaje a **${destination}**. ${VISA_CHECK_LINE.es(destination, nationality)} También puedo ayudarle con vuelos, hoteles, seguro de viaje y un itinerario día a día.`,
        )
      : markdown(
          `¡Hola! Le damos la bienvenida a ${PRODUCT_NAME}. Soy su asistente de viajes con IA. Puedo consultar los requisitos de visado según su pasaporte y su destino, ayudarle con vuelos y hoteles, y preparar reservas de vuelo y de hotel para solicitudes de visado.`,
          '**¿A qué país le gustaría viajar?**',
        ),
  zh: ({ destination, nationality }) =>
    destination
      ? markdown(
          `您好，欢迎使用 ${PRODUCT_NAME}！我是您的 AI 旅行助手。`,
          `您正在计划前往**${destination}**的旅行。${VISA_CHECK_LINE.zh(destination, nationality)}我还可以帮您安排机票、酒店、旅行保险和逐日行程。`,
        )
      : markdown(
          `您好，欢迎使用 ${PRODUCT_NAME}！我是您的 AI 旅行助手。我可以根据您的护照和目的地查询签证要求，帮您安排机票和酒店，并为签证申请准备机票和酒店预订单。`,
          '**您想去哪个国家旅行？**',
        ),
};

export const THANKS_TEXTS: IntentTexts = {
  en: ({ destination }) =>
    sentences(
      "You're welcome, happy to help!",
      destination
        ? `Is there anything else I can do for your trip to ${destination}?`
        : 'Is there anything else I can do for you?',
      'I can check visa requirements, help with flights and hotels, or prepare dummy reservations for your visa application.',
    ),
  es: ({ destination }) =>
    sentences(
      '¡De nada, es un placer ayudarle!',
      destination
        ? `¿Hay algo más en lo que pueda ayudarle con su viaje a ${destination}?`
        : '¿Hay algo más en lo que pueda ayudarle?',
      'Puedo consultar requisitos de visado, ayudarle con vuelos y hoteles o preparar reservas para su solicitud de visado.',
    ),
  zh: ({ destination }) =>
    [
      '不客气，很高兴能帮到您！',
      destination
        ? `关于您的${destination}之行，还有什么需要我帮忙的吗？`
        : '还有什么需要我帮忙的吗？',
      '我可以查询签证要求、帮您安排机票和酒店，或为签证申请准备预订单。',
    ].join(''),
};

export const HELP_TEXTS: IntentTexts = {
  en: ({ destination, prices }) =>
    markdown(
      destination
        ? `Here's what I can do for your trip to ${destination}:`
        : "Here's what I can do for you:",
      bullets([
        '**Visa requirements** for any passport and destination: whether you need a visa, how long you can stay and which documents to prepare.',
        `**Dummy flight reservation** for visa applications (${prices['dummy-flight']}): a verifiable reservation document, not a real ticket.`,
        `**Dummy hotel reservation** for visa applications (${prices['dummy-hotel']}): proof of accommodation, not a real booking.`,
        `**Travel insurance** (${prices['travel-insurance']}) covering medical emergencies, trip cancellation and lost baggage.`,
        '**Flights and hotels:** practical tips and help with booking.',
        '**eSIM, car rental, restaurants and tours** for the cities you visit.',
        '**Itineraries:** a day-by-day plan once your cities are chosen.',
      ]),
      'Try asking, for example:',
      bullets([
        `"Do I need a visa for ${destination ?? 'Japan'}?"`,
        '"I need a dummy flight reservation for my visa"',
        `"Travel insurance for ${destination ?? 'Germany'}"`,
        `"Best flights to ${destination ?? 'Australia'}"`,
        `"eSIM for ${destination ?? 'Japan'}"`,
        `"Plan a 5-day itinerary for ${destination ?? 'Italy'}"`,
      ]),
    ),
  es: ({ destination, prices }) =>
    markdown(
      destination
        ? `Esto es lo que puedo hacer por su viaje a ${destination}:`
        : 'Esto es lo que puedo hacer por usted:',
      bullets([
        '**Requisitos de visado** para cualquier pasaporte y destino: si necesita visado, cuánto tiempo puede quedarse y qué documentos preparar.',
        `**Reserva de vuelo para visado** (${prices['dummy-flight']}): un documento de reserva verificable, no un billete real.`,
        `**Reserva de hotel para visado** (${prices['dummy-hotel']}): justificante de alojamiento, no una reserva real.`,
        `**Seguro de viaje** (${prices['travel-insurance']}) que cubre emergencias médicas, cancelación del viaje y pérdida de equipaje.`,
        '**Vuelos y hoteles:** consejos prácticos y ayuda para reservar.',
        '**eSIM, alquiler de coches, restaurantes y tours** para las ciudades que visite.',
        '**Itinerarios:** un plan día a día cuando haya elegido sus ciudades.',
      ]),
      'Pruebe a preguntar, por ejemplo:',
      bullets([
        `«¿Necesito visado para ${destination ?? 'Japón'}?»`,
        '«Necesito una reserva de vuelo para el visado»',
        `«Seguro de viaje para ${destination ?? 'Alemania'}»`,
        `«Vuelos a ${destination ?? 'Australia'}»`,
        `«eSIM para ${destination ?? 'Japón'}»`,
        `«Plan de viaje de 5 días por ${destination ?? 'Italia'}»`,
      ]),
    ),
  zh: ({ destination, prices }) =>
    markdown(
      destination ? `关于您的${destination}之行，我可以为您提供：` : '我可以为您提供以下帮助：',
      bullets([
        '**签证要求**：适用于任何护照和目的地，包括是否需要签证、可停留多久以及需要准备哪些材料。',
        `**签证用机票预订单**（${prices['dummy-flight']}）：可验证的预订单据，并非真实机票。`,
        `**签证用酒店预订单**（${prices['dummy-hotel']}）：住宿证明，并非真实预订。`,
        `**旅行保险**（${prices['travel-insurance']}）：涵盖医疗急救、行程取消和行李丢失。`,
        '**机票和酒店**：实用建议和预订帮助。',
        '**eSIM、租车、餐厅和旅游项目**：覆盖您要去的各个城市。',
        '**行程规划**：选定城市后为您制定逐日行程。',
      ]),
      '您可以这样问：',
      bullets([
        `“去${destination ?? '日本'}需要签证吗？”`,
        '“我需要签证用机票预订单”',
        `“${destination ?? '德国'}旅行保险”`,
        `“飞往${destination ?? '澳大利亚'}的航班”`,
        `“${destination ?? '日本'} eSIM 流量卡”`,
        `“帮我规划${destination ?? '意大利'} 5 天行程”`,
      ]),
    ),
};
