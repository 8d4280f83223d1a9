import { formatMoney } from '@common/format-money';
import { DEFAULT_CURRENCY, type Language } from '@common/constants';
import { SIGNED_IN_ACTIONS, type FlowActionType } from '@common/chat-flow';
import type { FlowAction } from '@common/contracts/chat';
import type { VisaOption } from '@common/contracts/visa-info';
import {
  VISA_BUNDLE_SAVING_USD,
  VISA_ORDER_PRICES,
  VISA_SERVICE,
  type VisaOrderType,
} from '@common/contracts/visa-orders';
import type { CountryCode } from '@common/country-codes';
import { selectedTravelPurposesSchema } from '@common/travel-purpose';
import {
  companionsSchema,
  recommendVisa,
  stayDurationSchema,
  travelHistorySchema,
  visaQuestionnairePurposeSchema,
  type VisaQuestionnaireData,
} from '@common/visa-questionnaire';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { AppError } from '../../../lib/app-error';
import { getCountry } from '../../countries/countries';
import { SCHENGEN_MEMBERS } from '../../visa/groups';
import type { AssistantInput } from '../assistant-types';
import { text } from '../../../lib/texts';
import { requireCountries, type Context, type Turn } from './turn';
import { tripActionTurn } from './trip-turns';
import { documentOffers, visaAnswer, visaTurn } from './visa-turns';

// What each step button does (product.md §3.4). The flow table has already checked that the step
// offers the button; these check what the button carries.

const SCHENGEN: ReadonlySet<CountryCode> = new Set(SCHENGEN_MEMBERS);
const GATED: ReadonlySet<FlowActionType> = new Set(SIGNED_IN_ACTIONS);

/** A price in US dollars as every page shows it in `language` ('$199', '199 US$', 'US$199'). */
function usd(amount: string | number, language: Language): string {
  return formatMoney(amount, DEFAULT_CURRENCY, language);
}

function destinationName(ctx: Context, language: Language): string {
  const { destination } = requireCountries(ctx);
  return getCountry(destination, language).name;
}

function planTrip(ctx: Context, language: Language): string {
  return text(language, 'visa-flow:planTrip', { destination: destinationName(ctx, language) });
}

/** The one value a questionnaire button carries, or a 400. */
function answer<T>(schema: $ZodType<T>, action: FlowAction, question: string): T {
  const parsed = z.safeParse(schema, action.values?.[0]);
  if (!parsed.success) throw new AppError(400, `Choose one of the answers to the ${question}`);
  return parsed.data;
}

/** The answers so far must include every earlier question's. */
function answersSoFar(
  input: AssistantInput,
  needed: readonly (keyof VisaQuestionnaireData)[],
): VisaQuestionnaireData {
  const answers = input.visaQuestionnaire ?? {};
  const missing = needed.filter((key) => answers[key] === undefined);
  if (missing.length > 0) {
    throw new AppError(400, `The visa questionnaire is missing: ${missing.join(', ')}`);
  }
  return answers;
}

/** The visa option that matches the recommended type, to name it concretely. */
function matchingOption(options: readonly VisaOption[], type: string): VisaOption | undefined {
  return options.find((option) => option.type === type);
}

function recommendationTurn(
  ctx: Required<Context>,
  answers: VisaQuestionnaireData,
  language: Language,
  mailEnabled: boolean,
): Turn {
  const recommendation = recommendVisa(answers);
  const info = visaAnswer(ctx, language);
  const visaName = text(language, `visa-flow:visaTypes.${recommendation.visaType}`);
  const lines = [
    text(language, 'visa-flow:recommendationTitle'),
    text(language, 'visa-flow:recommendation', { visa: visaName, destination: info.country }),
  ];
  const option = matchingOption(info.visaOptions, recommendation.visaType);
  if (option) {
    lines.push(
      text(language, 'visa-flow:matchingOption', {
        name: option.name,
        fee: option.fee,
        processing: option.processingTime,
      }),
    );
  }
  if (recommendation.visaType === 'tourist') {
    if (answers.purpose === 'work') lines.push(text(language, 'visa-flow:workNotAllowed'));
    if (answers.purpose === 'study') lines.push(text(language, 'visa-flow:studyNotAllowed'));
  }
  if (recommendation.dependentVisaNote) lines.push(text(language, 'visa-flow:dependentNote'));
  if (answers.travelHistory === 'no') lines.push(text(language, 'visa-flow:noHistoryTip'));
  lines.push(
    text(language, mailEnabled ? 'visa-flow:bundleOffer' : 'visa-flow:bundleOfferNoMail', {
      price: usd(VISA_ORDER_PRICES['visa-bundle'], language),
      saving: usd(VISA_BUNDLE_SAVING_USD, language),
    }),
  );
  return {
    content: lines.join('\n\n'),
    step: 'visa_recommendation_options',
    visaQuestionnaire: answers,
    visaRecommendation: recommendation,
  };
}

function diyTurn(ctx: Required<Context>, language: Language): Turn {
  const info = visaAnswer(ctx, language);
  const option = matchingOption(info.visaOptions, 'tourist') ?? info.visaOptions[0];
  const fee = option?.fee ?? text(language, 'reply:noLinks');
  const facts = SCHENGEN.has(ctx.destination)
    ? text(language, 'visa-flow:diySchengen', { fee })
    : text(language, 'visa-flow:diyLocal', {
        fee,
        processing: option?.processingTime ?? text(language, 'reply:noLinks'),
      });
  const colon = language === 'zh' ? '：' : ': ';
  const steps = info.applicationProcess.map(
    (step) => `${step.step}. **${step.title}**${colon}${step.description}`,
  );
  const parts = [text(language, 'visa-flow:diyTitle', { destination: info.country }), facts];
  if (steps.length > 0) parts.push(`${text(language, 'visa-flow:diySteps')}\n${steps.join('\n')}`);
  return { content: parts.join('\n\n'), step: 'visa_diy_options' };
}

function orderTurn(input: AssistantInput, ctx: Context, type: VisaOrderType, language: Language) {
  const order = input.order;
  if (!order || order.type !== type) throw new AppError(400, 'Unknown order reference');
  const mail = input.mailEnabled === true;
  if (type === 'visa-bundle') {
    const confirmed = text(
      language,
      mail ? 'visa-flow:bundleConfirmed' : 'visa-flow:bundleConfirmedNoMail',
      { reference: order.reference },
    );
    return {
      content: `${confirmed}\n\n${planTrip(ctx, language)}`,
      step: 'city_selection',
      orderReference: order.reference,
    } satisfies Turn;
  }
  return {
    content: text(
      language,
      mail ? 'visa-flow:serviceConfirmed' : 'visa-flow:serviceConfirmedNoMail',
      { reference: order.reference },
    ),
    step: 'complementary_service_upsell',
    orderReference: order.reference,
    upsell: documentOffers(language, 'complementary_service_upsell', `service-${order.reference}`),
  } satisfies Turn;
}

/** The reply to a step button. */
export function actionTurn(input: AssistantInput, ctx: Context, language: Language): Turn {
  const action = input.action;
  if (!action) throw new Error('actionTurn needs an action');
  if (GATED.has(action.type) && input.signedIn !== true) {
    requireCountries(ctx);
    return { content: text(language, 'visa-flow:signInNeeded'), step: 'auth_required' };
  }
  const trip = tripActionTurn(input, ctx, language);
  if (trip) return trip;
  switch (action.type) {
    case 'book_flight':
    case 'book_hotel': {
      const service = action.type === 'book_flight' ? 'flight' : 'hotel';
      const content = text(language, `reply:citySelection.${service}`, {
        destination: destinationName(ctx, language),
      });
      return { content, step: 'city_selection', tripService: service };
    }
    case 'confirm_travel_purposes': {
      const purposes = selectedTravelPurposesSchema.safeParse(
        action.values ?? input.travelPurposes,
      );
      if (!purposes.success) {
        throw new AppError(400, 'Choose at least one travel purpose from the list');
      }
      return visaTurn(requireCountries(ctx), language, purposes.data);
    }
    case 'continue_visa_questionnaire':
      requireCountries(ctx);
      return {
        content: text(language, 'visa-flow:questionPurpose'),
        step: 'visa_purpose_collection',
        visaQuestionnaire: {},
      };
    case 'answer_visa_purpose': {
      requireCountries(ctx);
      const purpose = answer(visaQuestionnairePurposeSchema, action, 'purpose question');
      return {
        content: text(language, 'visa-flow:questionDuration'),
        step: 'visa_duration_collection',
        visaQuestionnaire: { purpose },
      };
    }
    case 'answer_visa_duration': {
      requireCountries(ctx);
      const answers = answersSoFar(input, ['purpose']);
      const duration = answer(stayDurationSchema, action, 'duration question');
      return {
        content: text(language, 'visa-flow:questionCompanions'),
        step: 'visa_companion_collection',
        visaQuestionnaire: { purpose: answers.purpose, duration },
      };
    }
    case 'answer_visa_companions': {
      requireCountries(ctx);
      const answers = answersSoFar(input, ['purpose', 'duration']);
      const companions = answer(companionsSchema, action, 'companions question');
      return {
        content: text(language, 'visa-flow:questionHistory'),
        step: 'visa_travel_history_collection',
        visaQuestionnaire: { purpose: answers.purpose, duration: answers.duration, companions },
      };
    }
    case 'answer_travel_history': {
      const countries = requireCountries(ctx);
      const answers = answersSoFar(input, ['purpose', 'duration', 'companions']);
      // The question is optional: no value skips it.
      const travelHistory =
        action.values && action.values.length > 0
          ? answer(travelHistorySchema, action, 'travel history question')
          : undefined;
      return recommendationTurn(
        countries,
        {
          purpose: answers.purpose,
          duration: answers.duration,
          companions: answers.companions,
          ...(travelHistory ? { travelHistory } : {}),
        },
        language,
        input.mailEnabled === true,
      );
    }
    case 'request_visa_assistance':
      requireCountries(ctx);
      return {
        content: text(language, 'visa-flow:assistance', {
          fee: usd(VISA_ORDER_PRICES['visa-service'], language),
        }),
        step: 'visa_assistance',
      };
    case 'choose_professional_service':
      requireCountries(ctx);
      return {
        content: text(
          language,
          input.mailEnabled ? 'visa-flow:service' : 'visa-flow:serviceNoMail',
          {
            fee: usd(VISA_ORDER_PRICES['visa-service'], language),
            min: VISA_SERVICE.processingBusinessDays.min,
            max: VISA_SERVICE.processingBusinessDays.max,
            rate: VISA_SERVICE.approvalRatePercent,
          },
        ),
        step: 'visa_service_options',
      };
    case 'choose_diy_guide':
      return diyTurn(requireCountries(ctx), language);
    case 'buy_visa_bundle':
      return orderTurn(input, ctx, 'visa-bundle', language);
    case 'buy_visa_service':
      return orderTurn(input, ctx, 'visa-service', language);
    case 'email_me_and_continue':
      // Without a mailer the button only continues: no address is asked for, nothing promised.
      if (input.mailEnabled !== true) {
        return { content: planTrip(ctx, language), step: 'city_selection' };
      }
      if (input.signedIn !== true) {
        requireCountries(ctx);
        return { content: text(language, 'visa-flow:askEmail'), step: 'cold_email_campaign' };
      }
      return {
        content: `${text(language, 'visa-flow:checklistQueued')}\n\n${planTrip(ctx, language)}`,
        step: 'city_selection',
      };
    case 'submit_email':
      if (input.mailEnabled !== true) {
        return { content: planTrip(ctx, language), step: 'city_selection' };
      }
      return {
        content: `${text(language, 'visa-flow:checklistQueued')}\n\n${planTrip(ctx, language)}`,
        step: 'city_selection',
      };
    case 'skip_to_booking':
      return { content: planTrip(ctx, language), step: 'city_selection' };
    case 'start_itinerary':
      requireCountries(ctx);
      return {
        content: text(language, 'visa-flow:preferencesStep1'),
        step: 'travel_preferences_step1',
      };
    default:
      throw new Error(`no turn for the action ${action.type}`);
  }
}
