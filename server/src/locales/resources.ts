// Every server text resource, imported statically so the esbuild bundle (scripts/build.mjs)
// carries them and i18next starts without reading files (lib/texts.ts, decision 025).
import enBlog from './en/blog.json';
import enConditionSummary from './en/condition-summary.json';
import enConversation from './en/conversation.json';
import enEntryRules from './en/entry-rules.json';
import enFollowUp from './en/follow-up.json';
import enMail from './en/mail.json';
import enOffers from './en/offers.json';
import enReply from './en/reply.json';
import enRequirementSummary from './en/requirement-summary.json';
import enTransit from './en/transit.json';
import enTravelServices from './en/travel-services.json';
import enTrip from './en/trip.json';
import enVisaCategories from './en/visa-categories.json';
import enVisaCheck from './en/visa-check.json';
import enVisaDocuments from './en/visa-documents.json';
import enVisaFlow from './en/visa-flow.json';
import enVisaShared from './en/visa-shared.json';
import esBlog from './es/blog.json';
import esConditionSummary from './es/condition-summary.json';
import esConversation from './es/conversation.json';
import esEntryRules from './es/entry-rules.json';
import esFollowUp from './es/follow-up.json';
import esMail from './es/mail.json';
import esOffers from './es/offers.json';
import esReply from './es/reply.json';
import esRequirementSummary from './es/requirement-summary.json';
import esTransit from './es/transit.json';
import esTravelServices from './es/travel-services.json';
import esTrip from './es/trip.json';
import esVisaCategories from './es/visa-categories.json';
import esVisaCheck from './es/visa-check.json';
import esVisaDocuments from './es/visa-documents.json';
import esVisaFlow from './es/visa-flow.json';
import esVisaShared from './es/visa-shared.json';
import zhBlog from './zh/blog.json';
import zhConditionSummary from './zh/condition-summary.json';
import zhConversation from './zh/conversation.json';
import zhEntryRules from './zh/entry-rules.json';
import zhFollowUp from './zh/follow-up.json';
import zhMail from './zh/mail.json';
import zhOffers from './zh/offers.json';
import zhReply from './zh/reply.json';
import zhRequirementSummary from './zh/requirement-summary.json';
import zhTransit from './zh/transit.json';
import zhTravelServices from './zh/travel-services.json';
import zhTrip from './zh/trip.json';
import zhVisaCategories from './zh/visa-categories.json';
import zhVisaCheck from './zh/visa-check.json';
import zhVisaDocuments from './zh/visa-documents.json';
import zhVisaFlow from './zh/visa-flow.json';
import zhVisaShared from './zh/visa-shared.json';

export const SERVER_TEXTS = {
  en: {
    blog: enBlog,
    'condition-summary': enConditionSummary,
    conversation: enConversation,
    'entry-rules': enEntryRules,
    'follow-up': enFollowUp,
    mail: enMail,
    offers: enOffers,
    reply: enReply,
    'requirement-summary': enRequirementSummary,
    transit: enTransit,
    'travel-services': enTravelServices,
    trip: enTrip,
    'visa-categories': enVisaCategories,
    'visa-check': enVisaCheck,
    'visa-documents': enVisaDocuments,
    'visa-flow': enVisaFlow,
    'visa-shared': enVisaShared,
  },
  es: {
    blog: esBlog,
    'condition-summary': esConditionSummary,
    conversation: esConversation,
    'entry-rules': esEntryRules,
    'follow-up': esFollowUp,
    mail: esMail,
    offers: esOffers,
    reply: esReply,
    'requirement-summary': esRequirementSummary,
    transit: esTransit,
    'travel-services': esTravelServices,
    trip: esTrip,
    'visa-categories': esVisaCategories,
    'visa-check': esVisaCheck,
    'visa-documents': esVisaDocuments,
    'visa-flow': esVisaFlow,
    'visa-shared': esVisaShared,
  },
  zh: {
    blog: zhBlog,
    'condition-summary': zhConditionSummary,
    conversation: zhConversation,
    'entry-rules': zhEntryRules,
    'follow-up': zhFollowUp,
    mail: zhMail,
    offers: zhOffers,
    reply: zhReply,
    'requirement-summary': zhRequirementSummary,
    transit: zhTransit,
    'travel-services': zhTravelServices,
    trip: zhTrip,
    'visa-categories': zhVisaCategories,
    'visa-check': zhVisaCheck,
    'visa-documents': zhVisaDocuments,
    'visa-flow': zhVisaFlow,
    'visa-shared': zhVisaShared,
  },
};
