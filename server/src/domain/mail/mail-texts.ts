import type { Language } from '@common/constants';
import { VISA_BUNDLE_VALID_DAYS as VALID } from '@common/contracts/visa-orders';

// The mails' sentences in every traveller language, like the assistant's replies. Values come
// in as arguments; compose-email.ts escapes them for the HTML part.

type Texts<Args extends unknown[] = []> = Record<Language, (...args: Args) => string>;

export const MAIL_TEXTS = {
  greeting: {
    en: (name: string) => `Hello ${name},`,
    es: (name: string) => `Hola, ${name}:`,
    zh: (name: string) => `${name}，您好：`,
  } satisfies Texts<[string]>,
  greetingAnonymous: {
    en: () => 'Hello,',
    es: () => 'Hola:',
    zh: () => '您好：',
  } satisfies Texts,
  reference: {
    en: () => 'Reference',
    es: () => 'Referencia',
    zh: () => '参考号',
  } satisfies Texts,
  amount: {
    en: () => 'Amount',
    es: () => 'Importe',
    zh: () => '金额',
  } satisfies Texts,
  verify: {
    en: (url: string) => `Anyone can check this document at ${url}`,
    es: (url: string) => `Cualquiera puede comprobar este documento en ${url}`,
    zh: (url: string) => `任何人都可以在 ${url} 核验此文件`,
  } satisfies Texts<[string]>,
  pdfAttached: {
    en: () => 'The document is attached as a PDF and is also in your dashboard.',
    es: () => 'El documento va adjunto en PDF y también está en su panel.',
    zh: () => '文件已作为 PDF 附件发送，也可在个人中心下载。',
  } satisfies Texts,
  signature: {
    en: (product: string) => `The ${product} team`,
    es: (product: string) => `El equipo de ${product}`,
    zh: (product: string) => `${product} 团队`,
  } satisfies Texts<[string]>,

  bookingSubject: {
    en: (title: string, reference: string) => `Your ${title.toLowerCase()}: ${reference}`,
    es: (title: string, reference: string) => `Su ${title.toLowerCase()}: ${reference}`,
    zh: (title: string, reference: string) => `您的${title}：${reference}`,
  } satisfies Texts<[string, string]>,
  flightTitle: {
    en: () => 'Flight reservation',
    es: () => 'Reserva de vuelo',
    zh: () => '机票预订单',
  } satisfies Texts,
  hotelTitle: {
    en: () => 'Hotel reservation',
    es: () => 'Reserva de hotel',
    zh: () => '酒店预订单',
  } satisfies Texts,
  bookingIntro: {
    en: (what: string) => `Your reservation is confirmed: ${what}.`,
    es: (what: string) => `Su reserva está confirmada: ${what}.`,
    zh: (what: string) => `您的预订已确认：${what}。`,
  } satisfies Texts<[string]>,

  purchaseSubject: {
    en: (name: string, reference: string) => `Your order: ${name} (${reference})`,
    es: (name: string, reference: string) => `Su pedido: ${name} (${reference})`,
    zh: (name: string, reference: string) => `您的订单：${name}（${reference}）`,
  } satisfies Texts<[string, string]>,
  purchaseIntro: {
    en: (name: string) => `Thank you for your order: ${name}.`,
    es: (name: string) => `Gracias por su pedido: ${name}.`,
    zh: (name: string) => `感谢您的订购：${name}。`,
  } satisfies Texts<[string]>,
  bundleSubject: {
    en: (destination: string, reference: string) =>
      `Your visa bundle for ${destination} (${reference})`,
    es: (destination: string, reference: string) =>
      `Su paquete de visado para ${destination} (${reference})`,
    zh: (destination: string, reference: string) => `您的${destination}签证套餐（${reference}）`,
  } satisfies Texts<[string, string]>,
  bundleIntro: {
    en: () =>
      `Here is your visa bundle, valid for ${VALID} days: the confirmation of your order is attached as a PDF (it is also in your dashboard), and your personal document checklist follows.`,
    es: () =>
      `Aquí tiene su paquete de visado, válido ${VALID} días: la confirmación del pedido va adjunta en PDF (también está en su panel) y a continuación tiene su lista personal de documentos.`,
    zh: () =>
      `这是您的签证套餐，有效期 ${VALID} 天：订单确认书已作为 PDF 附件发送（也可在个人中心查看），下面是您的个人材料清单。`,
  } satisfies Texts,
  serviceSubject: {
    en: (destination: string, reference: string) =>
      `Your visa service order for ${destination} (${reference})`,
    es: (destination: string, reference: string) =>
      `Su pedido de servicio de visado para ${destination} (${reference})`,
    zh: (destination: string, reference: string) =>
      `您的${destination}签证服务订单（${reference}）`,
  } satisfies Texts<[string, string]>,
  serviceIntro: {
    en: () => 'We have received your order for the professional visa service.',
    es: () => 'Hemos recibido su pedido del servicio profesional de visado.',
    zh: () => '我们已收到您的专业签证服务订单。',
  } satisfies Texts,
  nextStepsTitle: {
    en: () => 'What happens next',
    es: () => 'Próximos pasos',
    zh: () => '接下来',
  } satisfies Texts,
  serviceSteps: {
    en: (min: number, max: number) => [
      'A visa expert reviews your order and replies to this address with the documents to prepare.',
      'The expert checks your documents and fills in the application forms with you.',
      `We book your appointment; processing then takes ${min} to ${max} business days.`,
    ],
    es: (min: number, max: number) => [
      'Un experto en visados revisa su pedido y responde a esta dirección con los documentos que debe preparar.',
      'El experto revisa sus documentos y rellena con usted los formularios de solicitud.',
      `Reservamos su cita; la tramitación tarda después de ${min} a ${max} días hábiles.`,
    ],
    zh: (min: number, max: number) => [
      '签证专家审核您的订单，并回复此邮箱告知需准备的材料。',
      '专家审核您的材料，并与您一起填写申请表。',
      `我们为您预约递签；之后办理需要 ${min} 至 ${max} 个工作日。`,
    ],
  } satisfies Record<Language, (min: number, max: number) => string[]>,

  checklistSubject: {
    en: (destination: string) => `Your visa checklist for ${destination}`,
    es: (destination: string) => `Su lista de documentos para el visado de ${destination}`,
    zh: (destination: string) => `您的${destination}签证材料清单`,
  } satisfies Texts<[string]>,
  checklistIntro: {
    en: (nationality: string, destination: string) =>
      `Here is what a citizen of ${nationality} needs for ${destination}.`,
    es: (nationality: string, destination: string) =>
      `Esto es lo que necesita un ciudadano de ${nationality} para ${destination}.`,
    zh: (nationality: string, destination: string) =>
      `以下是${nationality}公民前往${destination}所需的材料。`,
  } satisfies Texts<[string, string]>,
  recommendedVisa: {
    en: (visa: string) => `Recommended visa: ${visa}`,
    es: (visa: string) => `Visado recomendado: ${visa}`,
    zh: (visa: string) => `建议签证：${visa}`,
  } satisfies Texts<[string]>,
  documentsTitle: {
    en: () => 'Documents to prepare',
    es: () => 'Documentos que debe preparar',
    zh: () => '需准备的材料',
  } satisfies Texts,
  stepsTitle: {
    en: () => 'How to apply',
    es: () => 'Cómo solicitarlo',
    zh: () => '申请步骤',
  } satisfies Texts,
  checklistUnrequested: {
    en: () =>
      'You receive this because this address was entered on our site. If that was not you, ignore this message; we will not write again.',
    es: () =>
      'Recibe este mensaje porque esta dirección se escribió en nuestro sitio. Si no fue usted, ignórelo; no volveremos a escribirle.',
    zh: () =>
      '您收到此邮件是因为有人在我们的网站上填写了此邮箱。如果不是您本人，请忽略此邮件，我们不会再联系您。',
  } satisfies Texts,
};
