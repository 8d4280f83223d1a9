import type { Language } from '@common/constants';

// The trip flow's sentences (product.md §4; decision 012) in every reply language. Figures and
// names come in as arguments, never typed into the text.

type Texts<Args extends unknown[] = []> = Record<Language, (...args: Args) => string>;

export const TRIP_TEXTS = {
  multiCityQuestion: {
    en: (destination: string) =>
      `Will you visit one city in ${destination}, or several? **Add another city** to plan a multi-city route, or choose **Single city**.`,
    es: (destination: string) =>
      `¿Visitará una sola ciudad de ${destination} o varias? **Añada otra ciudad** para planificar una ruta por varias ciudades, o elija **Una sola ciudad**.`,
    zh: (destination: string) =>
      `您在${destination}只去一个城市，还是多个城市？**添加城市**可规划多城市路线，或选择**单一城市**。`,
  } satisfies Texts<[string]>,
  cityBuilder: {
    en: (destination: string) =>
      `Let's build your route through ${destination}: **add 2 to 5 cities**, drag them into order and choose how long you stay in each.`,
    es: (destination: string) =>
      `Construyamos su ruta por ${destination}: **añada de 2 a 5 ciudades**, ordénelas arrastrándolas y elija cuánto tiempo se queda en cada una.`,
    zh: (destination: string) =>
      `我们来规划您的${destination}路线：**添加 2 到 5 个城市**，拖动调整顺序，并选择在每个城市停留的天数。`,
  } satisfies Texts<[string]>,
  plannedRoute: {
    en: (destination: string, route: string) =>
      `Here is your route through ${destination} as you named it: **${route}**. Choose where you leave from and how long you stay in each city, and drag the cities into another order if you like.`,
    es: (destination: string, route: string) =>
      `Esta es su ruta por ${destination} tal como la ha indicado: **${route}**. Elija desde dónde sale y cuántos días se queda en cada ciudad y, si lo desea, arrástrelas para cambiar el orden.`,
    zh: (destination: string, route: string) =>
      `这是按您所说的${destination}路线：**${route}**。请选择出发城市和在每个城市停留的天数，也可以拖动城市调整顺序。`,
  } satisfies Texts<[string, string]>,
  citiesKept: {
    en: (route: string) =>
      `I've kept your cities (${route}) for the route planner: write **plan my route** when you want to plan it.`,
    es: (route: string) =>
      `He guardado sus ciudades (${route}) para el planificador de rutas: escriba **planificar mi ruta** cuando lo desee.`,
    zh: (route: string) =>
      `我已为路线规划保存了您的城市（${route}）：需要时请输入**规划我的路线**。`,
  } satisfies Texts<[string]>,
  citiesRequired: {
    en: () =>
      '**Select your departure and destination cities first** — both need an airport for a flight reservation.',
    es: () =>
      '**Primero seleccione sus ciudades de salida y de destino**: ambas necesitan un aeropuerto para la reserva de vuelo.',
    zh: () => '**请先选择出发城市和目的地城市**——预订机票时两座城市都需要有机场。',
  } satisfies Texts,
  multiCityServices: {
    en: (route: string, from: string, first: string) =>
      `Your route: **${route}**. Start with your international flight from **${from}** to **${first}**: book it below, then I will show hotels, car rentals and eSIMs for every city.`,
    es: (route: string, from: string, first: string) =>
      `Su ruta: **${route}**. Empiece por su vuelo internacional de **${from}** a **${first}**: resérvelo abajo y después le mostraré hoteles, alquiler de coches y eSIM para cada ciudad.`,
    zh: (route: string, from: string, first: string) =>
      `您的路线：**${route}**。先预订从**${from}**飞往**${first}**的国际航班，之后我会为每个城市推荐酒店、租车和 eSIM。`,
  } satisfies Texts<[string, string, string]>,
  flightBooked: {
    en: (reference: string, route: string) =>
      `**Your flight reservation is confirmed.** Reference **${reference}**, ${route}. Your voucher is below; the PDF can be downloaded from it and from your dashboard.`,
    es: (reference: string, route: string) =>
      `**Su reserva de vuelo está confirmada.** Referencia **${reference}**, ${route}. Su comprobante está abajo; puede descargar el PDF desde él y desde su panel.`,
    zh: (reference: string, route: string) =>
      `**您的机票预订已确认。**参考号 **${reference}**，${route}。凭证见下方，可在此处或控制面板下载 PDF。`,
  } satisfies Texts<[string, string]>,
  hotelBooked: {
    en: (reference: string, city: string) =>
      `**Your hotel reservation is confirmed.** Reference **${reference}**, ${city}. Your voucher is below; the PDF can be downloaded from it and from your dashboard.`,
    es: (reference: string, city: string) =>
      `**Su reserva de hotel está confirmada.** Referencia **${reference}**, ${city}. Su comprobante está abajo; puede descargar el PDF desde él y desde su panel.`,
    zh: (reference: string, city: string) =>
      `**您的酒店预订已确认。**参考号 **${reference}**，${city}。凭证见下方，可在此处或控制面板下载 PDF。`,
  } satisfies Texts<[string, string]>,
  servicesPerCity: {
    en: () =>
      'Here is what each city on your route offers: hotels, car rentals and eSIMs, with a flight or ground transport hint for every leg.',
    es: () =>
      'Esto es lo que ofrece cada ciudad de su ruta: hoteles, alquiler de coches y eSIM, con una sugerencia de vuelo o transporte terrestre para cada tramo.',
    zh: () =>
      '以下是您路线上每个城市的服务：酒店、租车和 eSIM，并为每段行程提供航班或地面交通建议。',
  } satisfies Texts,
  preferencesIntro: {
    en: () =>
      "Now let's personalise your trip. **Step 1 of 5:** What is the main purpose of your trip?",
    es: () =>
      'Ahora personalicemos su viaje. **Paso 1 de 5:** ¿Cuál es el motivo principal de su viaje?',
    zh: () => '现在来定制您的行程。**第 1/5 步：**您此行的主要目的是什么？',
  } satisfies Texts,
  preferencesStep2: {
    en: () => '**Step 2 of 5:** How long is your trip?',
    es: () => '**Paso 2 de 5:** ¿Cuánto dura su viaje?',
    zh: () => '**第 2/5 步：**您的行程有多长？',
  } satisfies Texts,
  preferencesStep3: {
    en: () => '**Step 3 of 5:** What is your daily budget?',
    es: () => '**Paso 3 de 5:** ¿Cuál es su presupuesto diario?',
    zh: () => '**第 3/5 步：**您每天的预算是多少？',
  } satisfies Texts,
  preferencesStep4: {
    en: () => '**Step 4 of 5:** What are you interested in? Choose one or more.',
    es: () => '**Paso 4 de 5:** ¿Qué le interesa? Elija una o más opciones.',
    zh: () => '**第 4/5 步：**您对哪些方面感兴趣？可多选。',
  } satisfies Texts,
  preferencesStep5: {
    en: () =>
      '**Step 5 of 5:** Here is a summary of your preferences. Create your itinerary, or modify them.',
    es: () =>
      '**Paso 5 de 5:** Este es el resumen de sus preferencias. Cree su itinerario o modifíquelas.',
    zh: () => '**第 5/5 步：**以下是您的偏好摘要。生成行程，或进行修改。',
  } satisfies Texts,
  itineraryCreated: {
    en: (destination: string) =>
      `**Your personalised itinerary for ${destination} is being created…** It will appear in a moment.`,
    es: (destination: string) =>
      `**Estamos creando su itinerario personalizado para ${destination}…** Aparecerá en un momento.`,
    zh: (destination: string) => `**正在为您生成${destination}的个性化行程……** 稍后即会显示。`,
  } satisfies Texts<[string]>,
  itineraryShown: {
    en: (destination: string) =>
      `**Your itinerary for ${destination}** — built from your preferences and the trip you chose. Download it to your calendar or as a PDF, book the services it needs, or modify it.`,
    es: (destination: string) =>
      `**Su itinerario para ${destination}**, creado a partir de sus preferencias y del viaje que ha elegido. Descárguelo en su calendario o en PDF, reserve los servicios que necesita o modifíquelo.`,
    zh: (destination: string) =>
      `**您的${destination}行程**——根据您的偏好和所选行程生成。可导入日历或导出 PDF，预订所需服务，或进行修改。`,
  } satisfies Texts<[string]>,
  personalizedServices: {
    en: () =>
      'Everything your itinerary needs: a flight reservation, a hotel that fits your preferences and travel insurance.',
    es: () =>
      'Todo lo que su itinerario necesita: una reserva de vuelo, un hotel acorde a sus preferencias y un seguro de viaje.',
    zh: () => '行程所需的一切：机票预订、符合您偏好的酒店以及旅行保险。',
  } satisfies Texts,
  hotelUpsell: {
    en: (destination: string) =>
      `Let's find a hotel in ${destination} that matches your itinerary. **Book Personalized Hotel** to reserve it.`,
    es: (destination: string) =>
      `Busquemos un hotel en ${destination} que encaje con su itinerario. **Reserve un hotel personalizado** para confirmarlo.`,
    zh: (destination: string) =>
      `我们来为您在${destination}找一家契合行程的酒店。点击**预订个性化酒店**即可预订。`,
  } satisfies Texts<[string]>,
  hotelRecommendations: {
    en: (city: string) =>
      `Your flight is booked; now a place to stay. Three hotels in **${city}** that fit your preferences:`,
    es: (city: string) =>
      `Su vuelo está reservado; ahora, el alojamiento. Tres hoteles en **${city}** acordes a sus preferencias:`,
    zh: (city: string) => `航班已预订，接下来是住宿。以下是**${city}**三家符合您偏好的酒店：`,
  } satisfies Texts<[string]>,
  itineraryUpsells: {
    en: () => 'Make the most of your trip: tours, travel insurance, an eSIM and a rental car.',
    es: () =>
      'Aproveche al máximo su viaje: tours, seguro de viaje, una eSIM y un coche de alquiler.',
    zh: () => '让旅程更完美：当地游览、旅行保险、eSIM 和租车服务。',
  } satisfies Texts,
  /** After 'Skip Hotel' only tours and travel insurance are offered (product.md §4.8). */
  upsellsWithoutHotel: {
    en: () => 'No hotel for now. Make the most of your trip with tours or travel insurance.',
    es: () => 'Sin hotel por ahora. Aproveche al máximo su viaje con tours o un seguro de viaje.',
    zh: () => '暂不预订酒店。您可以选择当地游览或旅行保险，让旅程更完美。',
  } satisfies Texts,
  restaurantOffers: {
    en: (min: number, max: number) =>
      `**Exclusive restaurant offers** near your itinerary: ${min}% to ${max}% off. Book them all at once, or skip.`,
    es: (min: number, max: number) =>
      `**Ofertas exclusivas de restaurantes** cerca de su itinerario: del ${min}% al ${max}% de descuento. Resérvelas todas a la vez u omítalas.`,
    zh: (min: number, max: number) =>
      `**行程沿线的专属餐厅优惠**：${min}% 至 ${max}% 折扣。可一键全部预订，或跳过。`,
  } satisfies Texts<[number, number]>,
  restaurantsBooked: {
    en: (savings: string) =>
      `**All restaurant offers are reserved.** You save ${savings} in total. Enjoy your trip!`,
    es: (savings: string) =>
      `**Todas las ofertas de restaurantes están reservadas.** Ahorra ${savings} en total. ¡Buen viaje!`,
    zh: (savings: string) => `**所有餐厅优惠均已预订。**共节省 ${savings}。祝您旅途愉快！`,
  } satisfies Texts<[string]>,
  tripComplete: {
    en: () =>
      'Your trip is planned. Your bookings and documents are in your dashboard; ask me anything else at any time.',
    es: () =>
      'Su viaje está planificado. Sus reservas y documentos están en su panel; pregúnteme lo que quiera cuando quiera.',
    zh: () => '您的行程已规划完成。预订和文件都在控制面板中；如有其他问题，随时问我。',
  } satisfies Texts,
} as const;
