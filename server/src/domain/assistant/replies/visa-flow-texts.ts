import type { Language } from '@common/constants';
import { VISA_BUNDLE_VALID_DAYS as VALID } from '@common/contracts/visa-orders';
import type { RecommendedVisaType } from '@common/visa-questionnaire';

// The guided visa flow's sentences (product.md §3.5) in every reply language. Figures come in as
// arguments from common/ and the visa knowledge, never typed into the text.

type Texts<Args extends unknown[] = []> = Record<Language, (...args: Args) => string>;

export const VISA_TYPE_NAMES: Record<RecommendedVisaType, Record<Language, string>> = {
  tourist: { en: 'Tourist Visa', es: 'Visado de turista', zh: '旅游签证' },
  business: { en: 'Business Visa', es: 'Visado de negocios', zh: '商务签证' },
  student: { en: 'Student Visa', es: 'Visado de estudiante', zh: '学生签证' },
  work: { en: 'Work Visa', es: 'Visado de trabajo', zh: '工作签证' },
};

export const FLOW_TEXTS = {
  askPurposes: {
    en: (destination: string) =>
      `Which visa fits depends on why you are going to ${destination}. **Choose your travel purposes below** and I will show the right visa.`,
    es: (destination: string) =>
      `El visado adecuado depende del motivo de su viaje a ${destination}. **Elija abajo los motivos de su viaje** y le mostraré el visado correcto.`,
    zh: (destination: string) =>
      `适合的签证取决于您前往${destination}的目的。**请在下方选择出行目的**，我会为您列出合适的签证。`,
  } satisfies Texts<[string]>,
  confirmPurposes: {
    en: (purposes: string) =>
      `Got it: you are travelling for **${purposes}**. Confirm below, or adjust the purposes first.`,
    es: (purposes: string) =>
      `Entendido: viaja por **${purposes}**. Confírmelo abajo o ajuste antes los motivos.`,
    zh: (purposes: string) =>
      `明白了：您的出行目的是**${purposes}**。请在下方确认，或先调整出行目的。`,
  } satisfies Texts<[string]>,
  offerQuestionnaire: {
    en: () =>
      '**Would you like a personalised visa recommendation?** Four quick questions, or get help with your application.',
    es: () =>
      '**¿Quiere una recomendación de visado personalizada?** Cuatro preguntas rápidas, o pida ayuda con su solicitud.',
    zh: () => '**需要个性化的签证建议吗？**只需回答四个简单问题，或获取申请协助。',
  } satisfies Texts,
  questionPurpose: {
    en: () => '**Question 1 of 4:** What is the main purpose of your visit?',
    es: () => '**Pregunta 1 de 4:** ¿Cuál es el motivo principal de su visita?',
    zh: () => '**问题 1/4：**您此行的主要目的是什么？',
  } satisfies Texts,
  questionDuration: {
    en: () => '**Question 2 of 4:** How long will you stay?',
    es: () => '**Pregunta 2 de 4:** ¿Cuánto tiempo se quedará?',
    zh: () => '**问题 2/4：**您计划停留多久？',
  } satisfies Texts,
  questionCompanions: {
    en: () => '**Question 3 of 4:** Who is travelling with you?',
    es: () => '**Pregunta 3 de 4:** ¿Con quién viaja?',
    zh: () => '**问题 3/4：**您与谁同行？',
  } satisfies Texts,
  questionHistory: {
    en: () =>
      '**Question 4 of 4 (optional):** Have you travelled abroad in the last 5 years? A good travel history helps your application.',
    es: () =>
      '**Pregunta 4 de 4 (opcional):** ¿Ha viajado al extranjero en los últimos 5 años? Un buen historial de viajes ayuda a su solicitud.',
    zh: () => '**问题 4/4（可选）：**过去 5 年内您是否出过国？良好的出行记录有助于签证申请。',
  } satisfies Texts,
  recommendationTitle: {
    en: () => '## Your visa recommendation',
    es: () => '## Su recomendación de visado',
    zh: () => '## 您的签证建议',
  } satisfies Texts,
  recommendation: {
    en: (visa: string, destination: string) =>
      `Based on your answers, apply for a **${visa}** for ${destination}.`,
    es: (visa: string, destination: string) =>
      `Según sus respuestas, solicite un **${visa}** para ${destination}.`,
    zh: (visa: string, destination: string) =>
      `根据您的回答，建议您申请${destination}的**${visa}**。`,
  } satisfies Texts<[string, string]>,
  matchingOption: {
    en: (name: string, fee: string, processing: string) =>
      `Matching option: **${name}** (fee ${fee}; processing ${processing}).`,
    es: (name: string, fee: string, processing: string) =>
      `Opción correspondiente: **${name}** (tasa ${fee}; tramitación ${processing}).`,
    zh: (name: string, fee: string, processing: string) =>
      `对应签证：**${name}**（费用 ${fee}；办理时间 ${processing}）。`,
  } satisfies Texts<[string, string, string]>,
  // A short work or study trip is recommended the visitor visa, which allows neither.
  workNotAllowed: {
    en: () =>
      '⚠️ **A tourist visa does not allow work.** Meetings, conferences and negotiations usually need a business visa; any work for an employer in the country, paid or not, needs a work visa.',
    es: () =>
      '⚠️ **Un visado de turista no permite trabajar.** Las reuniones, conferencias y negociaciones suelen requerir un visado de negocios; cualquier trabajo para un empleador del país, remunerado o no, requiere un visado de trabajo.',
    zh: () =>
      '⚠️ **旅游签证不允许工作。**商务会议、展会和洽谈通常需要商务签证；在当地为雇主工作（无论有无报酬）都需要工作签证。',
  } satisfies Texts,
  studyNotAllowed: {
    en: () =>
      '⚠️ **A tourist visa allows at most a short course.** Enrolling in a degree or a long programme needs a student visa.',
    es: () =>
      '⚠️ **Un visado de turista permite como mucho un curso corto.** Matricularse en un grado o un programa largo requiere un visado de estudiante.',
    zh: () => '⚠️ **旅游签证最多只允许参加短期课程。**攻读学位或参加长期课程需要学生签证。',
  } satisfies Texts,
  dependentNote: {
    en: () =>
      'Family members travelling with you need **dependent visas** of their own (for a spouse and children); apply for them together with yours.',
    es: () =>
      'Los familiares que viajen con usted necesitan sus propios **visados de dependiente** (cónyuge e hijos); solicítelos junto con el suyo.',
    zh: () => '随行家属（配偶和子女）需要各自办理**家属签证**，请与您的签证一并申请。',
  } satisfies Texts,
  noHistoryTip: {
    en: () =>
      'First trip abroad? Show strong ties to home (job, studies, property) and a clear itinerary.',
    es: () =>
      '¿Primer viaje al extranjero? Demuestre fuertes vínculos con su país (trabajo, estudios, propiedades) y un itinerario claro.',
    zh: () => '首次出国？请提供与本国的紧密联系证明（工作、学业、房产）以及清晰的行程。',
  } satisfies Texts,
  bundleOffer: {
    en: (price: string, saving: string) =>
      `**Visa document bundle: ${price}** (save ${saving}): a dummy flight reservation, a dummy hotel reservation and your personal document checklist, valid for ${VALID} days and emailed within 5 minutes. Or get the checklist by email for free and continue.`,
    es: (price: string, saving: string) =>
      `**Paquete de documentos para el visado: ${price}** (ahorre ${saving}): reserva de vuelo y de hotel para el visado y su lista personal de documentos, válidos ${VALID} días y enviados por correo en 5 minutos. O reciba gratis la lista por correo y continúe.`,
    zh: (price: string, saving: string) =>
      `**签证文件套餐：${price}**（节省 ${saving}）：签证用机票预订单、酒店预订单和您的个人材料清单，有效期 ${VALID} 天，5 分钟内发送到您的邮箱。也可以免费通过邮件获取材料清单后继续。`,
  } satisfies Texts<[string, string]>,
  bundleConfirmed: {
    en: (reference: string) =>
      `**Visa bundle confirmed.** Reference: **${reference}**. Your documents will arrive by email within 5 minutes and are valid for ${VALID} days; they are also in your dashboard.`,
    es: (reference: string) =>
      `**Paquete de visado confirmado.** Referencia: **${reference}**. Recibirá sus documentos por correo en 5 minutos; son válidos ${VALID} días y también están en su panel.`,
    zh: (reference: string) =>
      `**签证套餐已确认。**参考号：**${reference}**。文件将在 5 分钟内发送到您的邮箱，有效期 ${VALID} 天，也可在个人中心查看。`,
  } satisfies Texts<[string]>,
  serviceConfirmed: {
    en: (reference: string) =>
      `**Professional visa service booked.** Reference: **${reference}**. A visa expert will email you within 2 hours to start on your documents. Complete your application with these:`,
    es: (reference: string) =>
      `**Servicio profesional de visado reservado.** Referencia: **${reference}**. Un experto le escribirá en 2 horas para empezar con sus documentos. Complete su solicitud con esto:`,
    zh: (reference: string) =>
      `**专业签证服务已预订。**参考号：**${reference}**。签证专家将在 2 小时内通过邮件与您联系并开始准备材料。您还可以补充以下服务：`,
  } satisfies Texts<[string]>,
  // Without a mailer the product promises no email: the documents wait in the dashboard.
  bundleOfferNoMail: {
    en: (price: string, saving: string) =>
      `**Visa document bundle: ${price}** (save ${saving}): a dummy flight reservation, a dummy hotel reservation and your personal document checklist, valid for ${VALID} days and ready to download from your dashboard. Or continue without it.`,
    es: (price: string, saving: string) =>
      `**Paquete de documentos para el visado: ${price}** (ahorre ${saving}): reserva de vuelo y de hotel para el visado y su lista personal de documentos, válidos ${VALID} días y listos para descargar en su panel. O continúe sin él.`,
    zh: (price: string, saving: string) =>
      `**签证文件套餐：${price}**（节省 ${saving}）：签证用机票预订单、酒店预订单和您的个人材料清单，有效期 ${VALID} 天，可在个人中心下载。也可以不购买直接继续。`,
  } satisfies Texts<[string, string]>,
  bundleConfirmedNoMail: {
    en: (reference: string) =>
      `**Visa bundle confirmed.** Reference: **${reference}**. Your documents are ready in your dashboard, where you can download them; they are valid for ${VALID} days.`,
    es: (reference: string) =>
      `**Paquete de visado confirmado.** Referencia: **${reference}**. Sus documentos están listos en su panel, donde puede descargarlos; son válidos ${VALID} días.`,
    zh: (reference: string) =>
      `**签证套餐已确认。**参考号：**${reference}**。您的文件已在个人中心备好，可随时下载，有效期 ${VALID} 天。`,
  } satisfies Texts<[string]>,
  serviceConfirmedNoMail: {
    en: (reference: string) =>
      `**Professional visa service booked.** Reference: **${reference}**. Your order and its document are ready in your dashboard. Complete your application with these:`,
    es: (reference: string) =>
      `**Servicio profesional de visado reservado.** Referencia: **${reference}**. Su pedido y su documento están listos en su panel. Complete su solicitud con esto:`,
    zh: (reference: string) =>
      `**专业签证服务已预订。**参考号：**${reference}**。您的订单及其文件已在个人中心备好。您还可以补充以下服务：`,
  } satisfies Texts<[string]>,
  signInNeeded: {
    en: () =>
      'Please **sign up or sign in** to continue: your purchase and documents are kept in your dashboard.',
    es: () =>
      '**Regístrese o inicie sesión** para continuar: su compra y sus documentos se guardan en su panel.',
    zh: () => '请**注册或登录**以继续：您的订单和文件会保存在个人中心。',
  } satisfies Texts,
  askEmail: {
    en: () => '**Where should I send your visa checklist?** Enter your email below.',
    es: () =>
      '**¿A dónde le envío su lista de documentos para el visado?** Escriba su correo abajo.',
    zh: () => '**材料清单发送到哪个邮箱？**请在下方输入您的邮箱。',
  } satisfies Texts,
  checklistQueued: {
    en: () => 'Your visa checklist is on its way to your inbox.',
    es: () => 'Su lista de documentos para el visado va de camino a su correo.',
    zh: () => '您的签证材料清单正在发送到您的邮箱。',
  } satisfies Texts,
  assistance: {
    en: (fee: string) =>
      `**How would you like to apply?**\n\n- **Professional visa service**: ${fee} plus government fees; experts check your documents, fill in the forms and book your appointment.\n- **DIY guide**: a free step-by-step guide to apply yourself.\n- Or skip this and plan your trip.`,
    es: (fee: string) =>
      `**¿Cómo quiere presentar la solicitud?**\n\n- **Servicio profesional de visado**: ${fee} más las tasas oficiales; expertos revisan sus documentos, rellenan los formularios y reservan su cita.\n- **Guía para hacerlo usted mismo**: una guía gratuita paso a paso.\n- O sáltelo y planifique su viaje.`,
    zh: (fee: string) =>
      `**您希望如何申请？**\n\n- **专业签证服务**：${fee}，另付政府签证费；专家审核材料、填写表格并预约递签。\n- **自助指南**：免费的分步申请指南。\n- 或跳过此步，直接规划行程。`,
  } satisfies Texts<[string]>,
  service: {
    en: (fee: string, min: number, max: number, rate: number) =>
      `## Professional Visa Service\n- **${fee} plus government fees**\n- Processing: ${min} to ${max} business days\n- ${rate}% approval rate\n- Document review, application forms and appointment booking by visa experts\n- Confirmation by email within 2 hours`,
    es: (fee: string, min: number, max: number, rate: number) =>
      `## Servicio profesional de visado\n- **${fee} más las tasas oficiales**\n- Tramitación: de ${min} a ${max} días hábiles\n- ${rate} % de aprobación\n- Revisión de documentos, formularios y reserva de cita por expertos en visados\n- Confirmación por correo en 2 horas`,
    zh: (fee: string, min: number, max: number, rate: number) =>
      `## 专业签证服务\n- **${fee}，另付政府签证费**\n- 办理时间：${min} 至 ${max} 个工作日\n- ${rate}% 通过率\n- 签证专家审核材料、填写申请表并预约递签\n- 2 小时内邮件确认`,
  } satisfies Texts<[string, number, number, number]>,
  serviceNoMail: {
    en: (fee: string, min: number, max: number, rate: number) =>
      `## Professional Visa Service\n- **${fee} plus government fees**\n- Processing: ${min} to ${max} business days\n- ${rate}% approval rate\n- Document review, application forms and appointment booking by visa experts\n- Your order confirmation in your dashboard`,
    es: (fee: string, min: number, max: number, rate: number) =>
      `## Servicio profesional de visado\n- **${fee} más las tasas oficiales**\n- Tramitación: de ${min} a ${max} días hábiles\n- ${rate} % de aprobación\n- Revisión de documentos, formularios y reserva de cita por expertos en visados\n- La confirmación del pedido, en su panel`,
    zh: (fee: string, min: number, max: number, rate: number) =>
      `## 专业签证服务\n- **${fee}，另付政府签证费**\n- 办理时间：${min} 至 ${max} 个工作日\n- ${rate}% 通过率\n- 签证专家审核材料、填写申请表并预约递签\n- 订单确认可在个人中心查看`,
  } satisfies Texts<[string, number, number, number]>,
  diyTitle: {
    en: (destination: string) => `## DIY visa guide: ${destination}`,
    es: (destination: string) => `## Guía para tramitar el visado usted mismo: ${destination}`,
    zh: (destination: string) => `## 自助签证指南：${destination}`,
  } satisfies Texts<[string]>,
  diySchengen: {
    en: (fee: string) =>
      `- **Visa fee:** ${fee} (it was €80 until June 2024)\n- **Travel insurance:** at least €30,000 of medical cover, valid in all Schengen states\n- **Processing:** allow 15 to 30 business days\n- **When to apply:** 6 to 8 weeks before departure (at the earliest 6 months before)`,
    es: (fee: string) =>
      `- **Tasa del visado:** ${fee} (era de 80 € hasta junio de 2024)\n- **Seguro de viaje:** cobertura médica mínima de 30.000 €, válida en todos los Estados Schengen\n- **Tramitación:** cuente con 15 a 30 días hábiles\n- **Cuándo solicitarlo:** de 6 a 8 semanas antes de salir (como muy pronto 6 meses antes)`,
    zh: (fee: string) =>
      `- **签证费：**${fee}（2024 年 6 月前为 80 欧元）\n- **旅行保险：**医疗保额不低于 30,000 欧元，在所有申根国家有效\n- **办理时间：**预留 15 至 30 个工作日\n- **何时申请：**出发前 6 至 8 周（最早可提前 6 个月）`,
  } satisfies Texts<[string]>,
  diyLocal: {
    en: (fee: string, processing: string) =>
      `- **Visa fee:** ${fee}\n- **Processing:** ${processing}\n- **When to apply:** as early as the embassy allows; leave time for an appointment and any follow-up questions`,
    es: (fee: string, processing: string) =>
      `- **Tasa del visado:** ${fee}\n- **Tramitación:** ${processing}\n- **Cuándo solicitarlo:** tan pronto como lo permita la embajada; deje tiempo para la cita y posibles preguntas`,
    zh: (fee: string, processing: string) =>
      `- **签证费：**${fee}\n- **办理时间：**${processing}\n- **何时申请：**在使领馆允许的范围内尽早申请，为预约和补充材料预留时间`,
  } satisfies Texts<[string, string]>,
  diySteps: {
    en: () => '**Steps**',
    es: () => '**Pasos**',
    zh: () => '**步骤**',
  } satisfies Texts,
  complementary: {
    en: () => 'These help most applications:',
    es: () => 'Esto ayuda en la mayoría de solicitudes:',
    zh: () => '以下服务对大多数申请都有帮助：',
  } satisfies Texts,
  planTrip: {
    en: (destination: string) =>
      `Let's plan your trip to ${destination}. **Select your travel cities**: where you start and where you are going.`,
    es: (destination: string) =>
      `Planifiquemos su viaje a ${destination}. **Seleccione sus ciudades de viaje**: de dónde sale y a dónde va.`,
    zh: (destination: string) =>
      `我们来规划您的${destination}之旅。**请选择出行城市**：出发城市和目的地城市。`,
  } satisfies Texts<[string]>,
  itineraryNeedsPurpose: {
    en: (destination: string) =>
      `I can plan a personalised day-by-day itinerary for ${destination}. First I need a few preferences: the purpose of your trip, how long you stay, your budget and your interests.`,
    es: (destination: string) =>
      `Puedo planificar un itinerario personalizado día a día para ${destination}. Antes necesito algunas preferencias: el motivo del viaje, la duración, su presupuesto y sus intereses.`,
    zh: (destination: string) =>
      `我可以为您规划${destination}的个性化每日行程。首先需要了解您的偏好：出行目的、停留时长、预算和兴趣。`,
  } satisfies Texts<[string]>,
  preferencesStep1: {
    en: () => '**Step 1 of 5:** What is the main purpose of your trip?',
    es: () => '**Paso 1 de 5:** ¿Cuál es el motivo principal de su viaje?',
    zh: () => '**第 1/5 步：**您此行的主要目的是什么？',
  } satisfies Texts,
} as const;
