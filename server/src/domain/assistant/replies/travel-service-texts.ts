import { VISA_CHECK_LINE, bullets, markdown, type IntentTexts } from './intent-text-kit';

// Answers about booking and enjoying the trip itself. General advice only: no fares, no
// availability, nothing the assistant cannot stand behind for every destination.

export const FLIGHTS_TEXTS: IntentTexts = {
  en: ({ destination, nationality, prices }) =>
    markdown(
      destination
        ? `**Flights to ${destination}**: a few tips before you book.`
        : 'I can help you plan your flights. A few tips before you book:',
      bullets([
        '**When to book:** for international trips, booking a month or two ahead usually gives more choice; for school holidays and peak season, book earlier.',
        '**Compare fairly:** look at a few nearby dates and airports, and compare the total price with baggage, seat and change fees included.',
        '**Read the fare rules:** the cheapest fares are often non-refundable and charge for changes.',
        '**Connections:** if you change planes in another country, check whether you need a transit visa there.',
        '**Passport:** many countries require it to be valid for several months beyond your stay, so check it before you pay.',
      ]),
      `**Applying for a visa?** Many consulates ask for a flight itinerary with the application, and it is safer not to buy a non-refundable ticket before your visa is approved. A dummy flight reservation (${prices['dummy-flight']}) is a verifiable reservation made for that purpose, not a ticket you can fly with.`,
      destination
        ? `Tell me your departure city and travel dates, and I'll help you find your flight to ${destination}. ${VISA_CHECK_LINE.en(destination, nationality)}`
        : "**Where would you like to fly?** Tell me the destination country, your departure city and your travel dates, and I'll take it from there.",
    ),
  es: ({ destination, nationality, prices }) =>
    markdown(
      destination
        ? `**Vuelos a ${destination}**: algunos consejos antes de reservar.`
        : 'Puedo ayudarle a planificar sus vuelos. Algunos consejos antes de reservar:',
      bullets([
        '**Cuándo reservar:** en viajes internacionales, reservar con uno o dos meses de antelación suele dar más opciones; en vacaciones escolares y temporada alta, reserve antes.',
        '**Compare bien:** mire varias fechas y aeropuertos cercanos, y compare el precio total con equipaje, asiento y cargos por cambios incluidos.',
        '**Lea las condiciones de la tarifa:** las tarifas más baratas suelen no ser reembolsables y cobran por los cambios.',
        '**Escalas:** si cambia de avión en otro país, compruebe si allí necesita un visado de tránsito.',
        '**Pasaporte:** muchos países exigen que siga siendo válido varios meses después de su estancia; revíselo antes de pagar.',
      ]),
      `**¿Va a solicitar un visado?** Muchos consulados piden un itinerario de vuelo con la solicitud, y es más prudente no comprar un billete no reembolsable antes de que le aprueben el visado. Una reserva de vuelo para visado (${prices['dummy-flight']}) es una reserva verificable pensada para eso, no un billete con el que se pueda volar.`,
      destination
        ? `Indíqueme su ciudad de salida y sus fechas de viaje, y le ayudaré a encontrar su vuelo a ${destination}. ${VISA_CHECK_LINE.es(destination, nationality)}`
        : '**¿Adónde le gustaría volar?** Indíqueme el país de destino, su ciudad de salida y sus fechas de viaje, y seguimos desde ahí.',
    ),
  zh: ({ destination, nationality, prices }) =>
    markdown(
      destination
        ? `**飞往${destination}的航班**：预订前的几点建议。`
        : '我可以帮您规划航班。预订前的几点建议：',
      bullets([
        '**何时预订：**国际航班通常提前一到两个月预订选择更多；寒暑假和旺季请更早预订。',
        '**全面比较：**多看几个相邻日期和附近机场，并比较包含行李、选座和改签费用在内的总价。',
        '**查看票价规则：**最便宜的机票往往不可退款，改签也要收费。',
        '**转机：**如果在其他国家转机，请确认是否需要过境签证。',
        '**护照：**许多国家要求护照在停留结束后仍有数月有效期，付款前请先检查。',
      ]),
      `**正在申请签证？**许多领事馆要求申请时提供机票行程，而在签证获批前购买不可退款的机票风险较大。签证用机票预订单（${prices['dummy-flight']}）是专为此用途出具的可验证预订，并非可以登机的机票。`,
      destination
        ? `请告诉我您的出发城市和出行日期，我来帮您查找飞往${destination}的航班。${VISA_CHECK_LINE.zh(destination, nationality)}`
        : '**您想飞往哪个国家？**请告诉我目的地、出发城市和出行日期，我来帮您安排。',
    ),
};

export const HOTELS_TEXTS: IntentTexts = {
  en: ({ destination, prices }) =>
    markdown(
      destination
        ? `**Hotels in ${destination}**: what to check before you book.`
        : 'I can help you find a place to stay. What to check before you book:',
      bullets([
        '**Location first:** staying near public transport or the sights you plan to see saves time and taxi fares.',
        '**Flexible rates:** free-cancellation rates cost a little more but protect you if your plans or visa dates change.',
        '**Total price:** compare prices with taxes and fees included; some cities add a tourist tax paid at the hotel.',
        '**Recent reviews:** read the latest ones for cleanliness, noise and Wi-Fi.',
      ]),
      `**For a visa application**, consulates often ask for proof of accommodation for your whole stay. A dummy hotel reservation (${prices['dummy-hotel']}) is a verifiable reservation for that purpose. It is not a paid stay, so book your real accommodation once your visa is approved.`,
      destination
        ? `I can help you book a hotel in ${destination}, or provide a dummy hotel reservation for your visa application. Which city will you stay in, and on which dates?`
        : '**Where would you like to stay?** Tell me the country and city, your dates and your budget, and I can help you book a hotel or provide a dummy hotel reservation for your visa application.',
    ),
  es: ({ destination, prices }) =>
    markdown(
      destination
        ? `**Hoteles en ${destination}**: qué revisar antes de reservar.`
        : 'Puedo ayudarle a encontrar alojamiento. Qué revisar antes de reservar:',
      bullets([
        '**Primero, la ubicación:** alojarse cerca del transporte público o de lo que quiere visitar ahorra tiempo y taxis.',
        '**Tarifas flexibles:** las tarifas con cancelación gratuita cuestan algo más, pero le protegen si cambian sus planes o las fechas del visado.',
        '**Precio total:** compare precios con impuestos y cargos incluidos; algunas ciudades cobran una tasa turística que se paga en el hotel.',
        '**Opiniones recientes:** lea las más nuevas sobre limpieza, ruido y wifi.',
      ]),
      `**Para una solicitud de visado**, los consulados suelen pedir un justificante de alojamiento para toda la estancia. Una reserva de hotel para visado (${prices['dummy-hotel']}) es una reserva verificable para ese fin. No es una estancia pagada, así que reserve su alojamiento real cuando le aprueben el visado.`,
      destination
        ? `Puedo ayudarle a reservar un hotel en ${destination} o facilitarle una reserva de hotel para su solicitud de visado. ¿En qué ciudad se alojará y en qué fechas?`
        : '**¿Dónde le gustaría alojarse?** Indíqueme el país y la ciudad, sus fechas y su presupuesto, y podré ayudarle a reservar un hotel o facilitarle una reserva de hotel para su solicitud de visado.',
    ),
  zh: ({ destination, prices }) =>
    markdown(
      destination
        ? `**${destination}的酒店**：预订前请注意以下几点。`
        : '我可以帮您寻找住宿。预订前请注意：',
      bullets([
        '**位置优先：**住在公共交通或计划游览的景点附近，可以节省时间和打车费用。',
        '**可免费取消的房价：**价格稍高，但行程或签证日期变动时更有保障。',
        '**比较总价：**比较含税费的总价；有些城市还会在酒店收取旅游税。',
        '**最新评价：**重点看最近关于卫生、噪音和 Wi-Fi 的评价。',
      ]),
      `**办理签证时**，领事馆通常要求提供整个停留期间的住宿证明。签证用酒店预订单（${prices['dummy-hotel']}）是为此用途出具的可验证预订，并非已付款的入住，签证获批后请再预订实际住宿。`,
      destination
        ? `我可以帮您预订${destination}的酒店，或为您的签证申请提供酒店预订单。请问您会住在哪个城市、哪几天？`
        : '**您想住在哪里？**请告诉我国家和城市、入住日期和预算，我可以帮您预订酒店，或为签证申请提供酒店预订单。',
    ),
};

export const ESIM_TEXTS: IntentTexts = {
  en: ({ destination }) =>
    markdown(
      `**Staying connected${destination ? ` in ${destination}` : ' abroad'}**: an eSIM is usually the easiest option, a data plan you install on your phone without swapping SIM cards.`,
      bullets([
        '**Check your phone:** it must support eSIM and be unlocked by your carrier.',
        "**Install before you leave:** set it up over Wi-Fi at home and switch it on when you land; check when the plan's validity period starts.",
        '**Pick the right plan:** maps and messaging use little data, video calls and streaming a lot; leave some margin.',
        '**Keep your home SIM:** leave it on for calls and verification codes, but turn off its data roaming to avoid charges.',
        '**Data only:** most travel eSIMs give you data but no local phone number.',
      ]),
      destination
        ? `Once your cities in ${destination} are chosen, I can show eSIM options for each city of your trip, alongside hotels and car rentals. Which cities will you visit?`
        : '**Where are you travelling?** Once your destination and cities are chosen, I can show eSIM options for each city of your trip, alongside hotels and car rentals.',
    ),
  es: ({ destination }) =>
    markdown(
      `**Datos móviles${destination ? ` en ${destination}` : ' en el extranjero'}**: una eSIM suele ser la opción más sencilla, un plan de datos que se instala en el teléfono sin cambiar de tarjeta SIM.`,
      bullets([
        '**Compruebe su teléfono:** debe ser compatible con eSIM y estar liberado.',
        '**Instálela antes de salir:** configúrela con wifi en casa y actívela al aterrizar; compruebe cuándo empieza a contar la validez del plan.',
        '**Elija bien el plan:** los mapas y la mensajería gastan pocos datos; las videollamadas y el streaming, muchos. Deje algo de margen.',
        '**Conserve su SIM habitual:** manténgala para llamadas y códigos de verificación, pero desactive su itinerancia de datos para evitar cargos.',
        '**Solo datos:** la mayoría de las eSIM de viaje dan datos, pero no un número de teléfono local.',
      ]),
      destination
        ? `Cuando haya elegido sus ciudades en ${destination}, puedo mostrarle opciones de eSIM para cada ciudad de su viaje, junto con hoteles y alquiler de coches. ¿Qué ciudades visitará?`
        : '**¿Adónde viaja?** Cuando haya elegido su destino y sus ciudades, puedo mostrarle opciones de eSIM para cada ciudad de su viaje, junto con hoteles y alquiler de coches.',
    ),
  zh: ({ destination }) =>
    markdown(
      `**${destination ? `在${destination}` : '出境'}保持联网**：eSIM 通常是最省事的选择，无需更换 SIM 卡，直接在手机上安装流量套餐即可。`,
      bullets([
        '**检查手机：**手机须支持 eSIM，并且没有运营商锁。',
        '**出发前安装：**在家连 Wi-Fi 完成安装，落地后再开启；请确认套餐有效期从何时开始计算。',
        '**选对套餐：**地图和聊天耗流量很少，视频通话和看视频耗流量很多，请留些余量。',
        '**保留原号码：**保持原 SIM 卡开启以接听电话和接收验证码，但请关闭其数据漫游，以免产生费用。',
        '**仅含流量：**大多数旅行 eSIM 只提供流量，不含当地电话号码。',
      ]),
      destination
        ? `选定您在${destination}的城市后，我可以为行程中的每个城市列出 eSIM 选项，以及酒店和租车。请问您会去哪些城市？`
        : '**您要去哪里？**选定目的地和城市后，我可以为行程中的每个城市列出 eSIM 选项，以及酒店和租车。',
    ),
};

export const CAR_RENTAL_TEXTS: IntentTexts = {
  en: ({ destination }) =>
    markdown(
      `**Renting a car${destination ? ` in ${destination}` : ''}**: what to check before you book.`,
      bullets([
        `**Driving licence:** some countries require an International Driving Permit alongside your national licence; check the rules${destination ? ` for ${destination}` : ''} before you travel.`,
        "**Age and payment:** minimum ages and young-driver fees vary, and most companies want a credit card in the main driver's name for the deposit.",
        '**Insurance and excess:** check what the basic cover includes and how much you would pay after damage (the excess) before adding extras at the counter.',
        '**Fuel and mileage:** a full-to-full fuel policy is usually the fairest; check mileage limits and whether you may cross borders.',
        '**Pick-up and return:** photograph the car, including any scratches, when you collect it and when you bring it back.',
        '**Manual or automatic:** in many countries manual cars are the default, so book early if you need an automatic.',
      ]),
      destination
        ? `Once your cities are chosen, I can show car rentals for each city of your trip. Which cities in ${destination} will you drive between, and on which dates?`
        : '**Where will you be driving?** Tell me the country and cities, and once they are chosen I can show car rentals for each city of your trip.',
    ),
  es: ({ destination }) =>
    markdown(
      `**Alquilar un coche${destination ? ` en ${destination}` : ''}**: qué revisar antes de reservar.`,
      bullets([
        `**Permiso de conducir:** algunos países exigen un permiso internacional de conducción además del nacional; compruebe las normas${destination ? ` de ${destination}` : ''} antes de viajar.`,
        '**Edad y pago:** la edad mínima y los recargos para conductores jóvenes varían, y la mayoría de las empresas piden una tarjeta de crédito a nombre del conductor principal para la fianza.',
        '**Seguro y franquicia:** revise qué incluye la cobertura básica y cuánto pagaría en caso de daños (la franquicia) antes de contratar extras en el mostrador.',
        '**Combustible y kilometraje:** la política «lleno-lleno» suele ser la más justa; compruebe los límites de kilometraje y si puede cruzar fronteras.',
        '**Recogida y devolución:** fotografíe el coche, con cualquier arañazo, al recogerlo y al devolverlo.',
        '**Manual o automático:** en muchos países lo habitual es el cambio manual, así que reserve pronto si necesita un automático.',
      ]),
      destination
        ? `Cuando haya elegido sus ciudades, puedo mostrarle coches de alquiler para cada ciudad de su viaje. ¿Entre qué ciudades de ${destination} conducirá y en qué fechas?`
        : '**¿Dónde va a conducir?** Indíqueme el país y las ciudades y, cuando estén elegidas, puedo mostrarle coches de alquiler para cada ciudad de su viaje.',
    ),
  zh: ({ destination }) =>
    markdown(
      `**${destination ? `在${destination}` : ''}租车**：预订前请注意以下几点。`,
      bullets([
        `**驾照：**有些国家要求在本国驾照之外另持国际驾照，出行前请确认${destination ? `${destination}的` : '当地'}规定。`,
        '**年龄与付款：**最低年龄和年轻司机附加费各不相同，多数租车公司要求用主驾驶人名下的信用卡支付押金。',
        '**保险与自付额：**在柜台加购额外保障前，先确认基本保险包含哪些内容，以及车辆受损时需自付多少（自付额）。',
        '**燃油与里程：**“满油取、满油还”通常最划算；请确认里程限制以及能否跨境驾驶。',
        '**取车与还车：**取车和还车时都给车辆拍照，包括已有的划痕。',
        '**手动挡还是自动挡：**许多国家以手动挡为主，需要自动挡请尽早预订。',
      ]),
      destination
        ? `选定城市后，我可以为行程中的每个城市列出租车选项。请问您打算在${destination}的哪些城市之间驾车，日期是？`
        : '**您打算在哪里驾车？**请告诉我国家和城市，选定后我可以为行程中的每个城市列出租车选项。',
    ),
};

export const RESTAURANTS_TEXTS: IntentTexts = {
  en: ({ destination }) =>
    markdown(
      `**Eating out${destination ? ` in ${destination}` : ''}**: a few tips.`,
      bullets([
        '**Eat where locals eat:** places a few streets away from the main sights are often better value.',
        '**Lunch deals:** in many countries a set lunch menu costs much less than dinner.',
        '**Book ahead:** popular restaurants fill up, especially at weekends.',
        '**Tipping and service charges:** customs differ a lot between countries; check the bill before adding a tip.',
        '**Dietary needs:** carry a short note in the local language about allergies or foods you avoid.',
        '**Opening hours:** some restaurants close between lunch and dinner, or on one day a week.',
      ]),
      destination
        ? `Which city in ${destination} are you visiting, and what kind of food do you like? Once your trip is planned, I can suggest restaurants and show restaurant offers for it.`
        : '**Where are you travelling?** Tell me the city and the kind of food you like, and once your trip is planned I can suggest restaurants and show restaurant offers for it.',
    ),
  es: ({ destination }) =>
    markdown(
      `**Comer fuera${destination ? ` en ${destination}` : ''}**: algunos consejos.`,
      bullets([
        '**Coma donde comen los locales:** los sitios a unas calles de los grandes monumentos suelen tener mejor relación calidad-precio.',
        '**Menús de mediodía:** en muchos países el menú del día a mediodía cuesta mucho menos que la cena.',
        '**Reserve con antelación:** los restaurantes populares se llenan, sobre todo los fines de semana.',
        '**Propinas y cargos por servicio:** las costumbres cambian mucho de un país a otro; revise la cuenta antes de dejar propina.',
        '**Necesidades alimentarias:** lleve una nota breve en el idioma local sobre alergias o alimentos que evita.',
        '**Horarios:** algunos restaurantes cierran entre la comida y la cena, o un día a la semana.',
      ]),
      destination
        ? `¿Qué ciudad de ${destination} va a visitar y qué tipo de comida le gusta? Cuando su viaje esté planificado, puedo sugerirle restaurantes y mostrarle ofertas de restaurantes.`
        : '**¿Adónde viaja?** Indíqueme la ciudad y el tipo de comida que le gusta y, cuando su viaje esté planificado, puedo sugerirle restaurantes y mostrarle ofertas de restaurantes.',
    ),
  zh: ({ destination }) =>
    markdown(
      `**${destination ? `在${destination}` : '旅途中'}用餐**：几点建议。`,
      bullets([
        '**跟着当地人吃：**离热门景点几条街的餐厅往往性价比更高。',
        '**午餐套餐：**在许多国家，午市套餐比晚餐便宜得多。',
        '**提前订位：**热门餐厅经常满座，周末尤其如此。',
        '**小费与服务费：**各国习惯差别很大，给小费前先看看账单是否已含服务费。',
        '**饮食需求：**随身带一张用当地语言写明过敏或忌口食物的小卡片。',
        '**营业时间：**有些餐厅午餐和晚餐之间休息，或每周固定一天不营业。',
      ]),
      destination
        ? `您会去${destination}的哪个城市，喜欢什么口味？行程规划好后，我可以为您推荐餐厅并提供餐厅优惠。`
        : '**您要去哪里？**告诉我城市和您喜欢的口味，行程规划好后，我可以为您推荐餐厅并提供餐厅优惠。',
    ),
};

export const TOURS_TEXTS: IntentTexts = {
  en: ({ destination }) =>
    markdown(
      `**Tours and things to do${destination ? ` in ${destination}` : ''}**: how to get the most out of them.`,
      bullets([
        '**Book the big sights ahead:** the most popular museums and attractions often sell timed tickets that run out in high season.',
        '**Start with a walking tour:** a guided walk on your first day is a quick way to get your bearings.',
        '**Day trips:** a tour is often the easiest way to reach places that are hard to get to by public transport.',
        '**Compare before booking:** check group size, what is included, the meeting point and the cancellation policy.',
        '**City passes:** they can save money if you visit many paid sights; add up the entry prices first.',
      ]),
      destination
        ? `Which cities in ${destination} will you visit, and what do you enjoy (culture, food, nature, nightlife, history…)? I'll suggest tours and activities and fit them into your itinerary.`
        : "**Where are you travelling?** Tell me the cities you'll visit and what you enjoy (culture, food, nature, nightlife, history…), and I'll suggest tours and activities and fit them into your itinerary.",
    ),
  es: ({ destination }) =>
    markdown(
      `**Tours y qué hacer${destination ? ` en ${destination}` : ''}**: cómo sacarles partido.`,
      bullets([
        '**Reserve antes lo imprescindible:** los museos y atracciones más populares suelen vender entradas con horario que se agotan en temporada alta.',
        '**Empiece con una visita a pie:** un paseo guiado el primer día es una forma rápida de orientarse.',
        '**Excursiones de un día:** un tour suele ser la forma más fácil de llegar a lugares mal comunicados en transporte público.',
        '**Compare antes de reservar:** revise el tamaño del grupo, qué incluye, el punto de encuentro y la política de cancelación.',
        '**Tarjetas turísticas:** pueden ahorrarle dinero si visita muchos lugares de pago; sume antes el precio de las entradas.',
      ]),
      destination
        ? `¿Qué ciudades de ${destination} visitará y qué le gusta (cultura, gastronomía, naturaleza, vida nocturna, historia…)? Le sugeriré tours y actividades y los incluiré en su itinerario.`
        : '**¿Adónde viaja?** Indíqueme las ciudades que visitará y qué le gusta (cultura, gastronomía, naturaleza, vida nocturna, historia…), y le sugeriré tours y actividades y los incluiré en su itinerario.',
    ),
  zh: ({ destination }) =>
    markdown(
      `**${destination ? `${destination}的` : ''}旅游项目与玩乐**：这样安排更省心。`,
      bullets([
        '**热门景点提前订：**最热门的博物馆和景点常常分时段售票，旺季很快售罄。',
        '**先来一次徒步导览：**第一天参加导览步行游，能很快熟悉城市。',
        '**一日游：**公共交通不便的地方，跟团往往最省事。',
        '**比较后再预订：**留意团队人数、包含项目、集合地点和取消政策。',
        '**城市通票：**如果要去很多收费景点，通票可能更划算，先把门票价格加起来算一算。',
      ]),
      destination
        ? `您会去${destination}的哪些城市，喜欢什么（文化、美食、自然、夜生活、历史……）？我会为您推荐旅游项目和活动，并安排进您的行程。`
        : '**您要去哪里？**告诉我您要去的城市和兴趣（文化、美食、自然、夜生活、历史……），我会为您推荐旅游项目和活动，并安排进您的行程。',
    ),
};

export const ITINERARY_TEXTS: IntentTexts = {
  en: ({ destination }) =>
    markdown(
      destination
        ? `Let's plan your trip to **${destination}**. Once you've chosen your cities, I can plan a day-by-day itinerary for you. To make it fit, tell me:`
        : "**Where would you like to go?** Tell me the country and the cities you're considering. Once you've chosen your cities, I can plan a day-by-day itinerary for you. To make it fit, also tell me:",
      bullets([
        '**Cities:** where you will go, and in what order.',
        '**Length:** how many days you have.',
        '**Purpose:** leisure, business, a family visit…',
        '**Budget:** budget, mid-range or luxury.',
        '**Interests:** for example culture, food, nature, nightlife, shopping or history.',
      ]),
      'A few planning tips:',
      bullets([
        'Group sights by neighbourhood to spend less time in transit.',
        'Count the travel days between cities as part of the plan.',
        'Leave some free time each day, and check which days museums are closed.',
      ]),
    ),
  es: ({ destination }) =>
    markdown(
      destination
        ? `Planifiquemos su viaje a **${destination}**. Cuando haya elegido sus ciudades, puedo prepararle un itinerario día a día. Para ajustarlo, indíqueme:`
        : '**¿Adónde le gustaría ir?** Indíqueme el país y las ciudades que está considerando. Cuando haya elegido sus ciudades, puedo prepararle un itinerario día a día. Para ajustarlo, indíqueme también:',
      bullets([
        '**Ciudades:** adónde irá y en qué orden.',
        '**Duración:** cuántos días tiene.',
        '**Motivo:** ocio, negocios, visita familiar…',
        '**Presupuesto:** económico, medio o de lujo.',
        '**Intereses:** por ejemplo cultura, gastronomía, naturaleza, vida nocturna, compras o historia.',
      ]),
      'Algunos consejos para planificar:',
      bullets([
        'Agrupe las visitas por barrios para pasar menos tiempo en desplazamientos.',
        'Cuente los días de viaje entre ciudades como parte del plan.',
        'Deje algo de tiempo libre cada día y compruebe qué días cierran los museos.',
      ]),
    ),
  zh: ({ destination }) =>
    markdown(
      destination
        ? `我们来规划您的**${destination}**之旅。选定城市后，我可以为您制定逐日行程。为了更贴合您的需求，请告诉我：`
        : '**您想去哪里？**请告诉我国家和您考虑的城市。选定城市后，我可以为您制定逐日行程。为了更贴合您的需求，还请告诉我：',
      bullets([
        '**城市：**去哪些城市，按什么顺序。',
        '**天数：**一共有几天。',
        '**目的：**休闲、商务、探亲……',
        '**预算：**经济、中等或豪华。',
        '**兴趣：**例如文化、美食、自然、夜生活、购物或历史。',
      ]),
      '几点规划建议：',
      bullets([
        '按街区安排景点，减少路上的时间。',
        '把城市之间的交通时间也算进计划。',
        '每天留些空闲时间，并确认博物馆的闭馆日。',
      ]),
    ),
};
