import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { FlowActionType } from '@common/chat-flow';
import type { FlowAction } from '@common/contracts/chat';
import { visaOrderTypeSchema, type VisaOrderType } from '@common/contracts/visa-orders';
import type { TravelPurpose } from '@common/travel-purpose';
import { toast } from '@/components/ui/use-toast';
import { createEmailRequest } from '@/features/chat/api/create-email-request';
import { useMailEnabled } from '@/features/chat/api/get-mail-status';
import { createVisaOrder } from '@/features/chat/api/create-visa-order';
import type { ChatService } from '@/features/chat/hooks/use-chat';
import {
  useChatBooking,
  type BookingService,
  type BookingStep,
} from '@/features/chat/hooks/use-chat-booking';
import { useTripFlow } from '@/features/chat/hooks/use-trip-flow';
import type { TripFlowActions } from '@/lib/trip-actions';
import type { ShownMessage } from '@/lib/shown-message';
import { storeTravelPurposes, TRAVEL_PURPOSE_KEYS } from '@/features/chat/utils/travel-purposes';
import {
  latestVisaRecommendation,
  tripCodesUpTo,
  type GatedAction,
} from '@/features/chat/utils/visa-flow';
import {
  QUESTIONNAIRE_STEPS,
  type QuestionnaireChoice,
  type QuestionnaireFlowStep,
} from '@/features/chat/utils/visa-questionnaire-steps';
import {
  answerValues,
  clearStoredVisaQuestionnaire,
  readStoredVisaQuestionnaire,
  storeVisaQuestionnaire,
  withAnswer,
} from '@/features/chat/utils/visa-questionnaire-storage';
import { useAuth } from '@/lib/auth';
import { findApiError } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { usePendingActionHandler } from '@/lib/pending-action';
import { useSignUpDialog } from '@/lib/sign-up-dialog';

/** The pending action a signed-out bundle or service purchase leaves (product.md §3.6). */
export const CHAT_VISA_ORDER_ACTION = 'chat-visa-order';

/** The steps whose buttons buy: the offer's own step, or auth_required once it interrupted one. */
const orderStepSchema = z.enum([
  'visa_recommendation_options',
  'visa_service_options',
  'auth_required',
]);
export type OrderStep = z.infer<typeof orderStepSchema>;

const visaOrderPayloadSchema = z.object({
  orderType: visaOrderTypeSchema,
  flowStep: orderStepSchema,
});

/** The steps of the travel purpose multi-select. */
export type PurposeStep = 'travel_purpose_question' | 'travel_purpose' | 'travel_purpose_selection';

const ORDER_ACTIONS = {
  'visa-bundle': 'buy_visa_bundle',
  'visa-service': 'buy_visa_service',
} as const satisfies Record<VisaOrderType, FlowActionType>;

export const ORDER_LABEL_KEYS = {
  'visa-bundle': 'chat.recommendation.buyBundle',
  'visa-service': 'chat.service.book',
} as const satisfies Record<VisaOrderType, string>;

/** What the step panels can do; every button sends its label as the traveller's message. */
export type VisaFlowActions = {
  /** A button that only moves the flow on. */
  press: (label: string, action: FlowAction) => void;
  confirmPurposes: (flowStep: PurposeStep, purposes: TravelPurpose[]) => void;
  /** A questionnaire answer, sent with the answers so far (stored under visaQuestionnaireData). */
  answer: (source: ShownMessage, step: QuestionnaireFlowStep, choice: QuestionnaireChoice) => void;
  book: (service: BookingService, flowStep?: BookingStep) => void;
  /** Signed in: orders, then sends the buy action with the reference. Else sign-up first. */
  order: (orderType: VisaOrderType, flowStep: OrderStep) => void;
  /** 'Email Me & Continue': signed in, the checklist goes to the account's address first. */
  emailMeAndContinue: () => void;
  /** cold_email_campaign: queues the email to the given address, then continues. */
  submitEmail: (email: string) => void;
  /** auth_required: the sign-up dialog, with the interrupted button to resume afterwards. */
  signInToContinue: (gated: GatedAction | null) => void;
  /** An order or email request is on its way: the panels wait for it. */
  isWorking: boolean;
  /** The trip flow's buttons: cities, bookings, the wizard, the itinerary and upsells. */
  trip: TripFlowActions;
};

/** The guided visa flow's buttons (product.md §3.5), on top of the chat service. */
export function useVisaFlow(chat: ChatService): VisaFlowActions {
  const { t, i18n } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const mailEnabled = useMailEnabled();
  const signUpDialog = useSignUpDialog();
  const booking = useChatBooking(chat.send);
  const trip = useTripFlow(chat);
  const [isWorking, setIsWorking] = useState(false);
  const { send } = chat;

  // Orders resume after sign-in from a timer: they must read the conversation as it is then.
  const messagesRef = useRef(chat.messages);
  useEffect(() => {
    messagesRef.current = chat.messages;
  }, [chat.messages]);

  const press = useCallback(
    (label: string, action: FlowAction) => {
      // 'Yes, continue' starts the questionnaire afresh.
      if (action.type === 'continue_visa_questionnaire') clearStoredVisaQuestionnaire();
      void send(label, { action });
    },
    [send],
  );

  const confirmPurposes = useCallback(
    (flowStep: PurposeStep, purposes: TravelPurpose[]) => {
      storeTravelPurposes(purposes);
      const names = purposes.map((purpose) => t(TRAVEL_PURPOSE_KEYS[purpose]));
      void send(
        t('chat.travelPurpose.message', { purposes: names.join(t('chat.listSeparator')) }),
        {
          action: { type: 'confirm_travel_purposes', flowStep, values: purposes },
          travelPurposes: purposes,
        },
      );
    },
    [send, t],
  );

  const answer = useCallback(
    (source: ShownMessage, step: QuestionnaireFlowStep, choice: QuestionnaireChoice) => {
      const config = QUESTIONNAIRE_STEPS[step];
      const before = config.startsOver
        ? {}
        : (source.metadata?.visaQuestionnaire ?? readStoredVisaQuestionnaire());
      const answers = withAnswer(before, choice.answer);
      storeVisaQuestionnaire(answers);
      void send(t(choice.labelKey), {
        action: { type: config.action, flowStep: step, values: answerValues(choice.answer) },
        visaQuestionnaire: answers,
      });
    },
    [send, t],
  );

  const askToSignInForOrder = useCallback(
    (orderType: VisaOrderType, flowStep: OrderStep) =>
      signUpDialog.open({
        pendingAction: { type: CHAT_VISA_ORDER_ACTION, payload: { orderType, flowStep } },
      }),
    [signUpDialog],
  );

  const placeOrder = useCallback(
    async (orderType: VisaOrderType, flowStep: OrderStep) => {
      const messages = messagesRef.current;
      const trip = tripCodesUpTo(messages);
      const visaType = latestVisaRecommendation(messages)?.visaType;
      setIsWorking(true);
      let reference: string;
      try {
        if (!trip) throw new Error('The conversation names no trip to order visa help for');
        const order = await createVisaOrder({
          type: orderType,
          nationality: trip.nationalityCode,
          destination: trip.destinationCode,
          ...(visaType ? { visaType } : {}),
        });
        reference = order.reference;
      } catch (error) {
        if (findApiError(error)?.status === 401) {
          // The sign-in ran out meanwhile: sign in again, then the order resumes.
          askToSignInForOrder(orderType, flowStep);
        } else {
          console.warn('The visa order failed', error);
          toast({
            variant: 'destructive',
            title: t('chat.visaFlow.orderFailed.title'),
            description: t('chat.visaFlow.orderFailed.description'),
          });
        }
        return;
      } finally {
        setIsWorking(false);
      }
      void send(t(ORDER_LABEL_KEYS[orderType]), {
        action: { type: ORDER_ACTIONS[orderType], flowStep, values: [reference] },
      });
    },
    [askToSignInForOrder, send, t],
  );

  usePendingActionHandler(CHAT_VISA_ORDER_ACTION, (action) => {
    const payload = visaOrderPayloadSchema.safeParse(action.payload);
    if (payload.success) void placeOrder(payload.data.orderType, payload.data.flowStep);
  });

  const order = useCallback(
    (orderType: VisaOrderType, flowStep: OrderStep) => {
      if (isAuthenticated) void placeOrder(orderType, flowStep);
      else askToSignInForOrder(orderType, flowStep);
    },
    [askToSignInForOrder, isAuthenticated, placeOrder],
  );

  /** Queues the visa checklist for `email`; false (and a notice) when that failed. */
  const requestEmail = useCallback(
    async (email: string): Promise<boolean> => {
      const messages = messagesRef.current;
      const trip = tripCodesUpTo(messages);
      const visaType = latestVisaRecommendation(messages)?.visaType;
      setIsWorking(true);
      try {
        if (!trip) throw new Error('The conversation names no trip to email about');
        await createEmailRequest({
          email,
          nationality: trip.nationalityCode,
          destination: trip.destinationCode,
          language: currentLanguage(i18n),
          ...(visaType ? { visaType } : {}),
        });
        return true;
      } catch (error) {
        console.warn('The email request failed', error);
        toast({
          variant: 'destructive',
          title: t('chat.visaFlow.emailFailed.title'),
          description: t('chat.visaFlow.emailFailed.description'),
        });
        return false;
      } finally {
        setIsWorking(false);
      }
    },
    [i18n, t],
  );

  const emailMeAndContinue = useCallback(() => {
    const next = () =>
      void send(t(mailEnabled ? 'chat.recommendation.emailMe' : 'chat.recommendation.continue'), {
        action: { type: 'email_me_and_continue', flowStep: 'visa_recommendation_options' },
      });
    // Without a mailer the button only continues. Signed out, the server answers with
    // cold_email_campaign, which asks for an address.
    if (!mailEnabled || !user) {
      next();
      return;
    }
    void requestEmail(user.email).then((sent) => {
      if (sent) next();
    });
  }, [mailEnabled, requestEmail, send, t, user]);

  const submitEmail = useCallback(
    (email: string) => {
      void requestEmail(email).then((sent) => {
        if (!sent) return;
        void send(t('chat.coldEmail.send'), {
          action: { type: 'submit_email', flowStep: 'cold_email_campaign' },
        });
      });
    },
    [requestEmail, send, t],
  );

  const signInToContinue = useCallback(
    (gated: GatedAction | null) => {
      if (gated?.kind === 'booking') booking.askToSignIn(gated.service, 'auth_required');
      else if (gated?.kind === 'visa-order') askToSignInForOrder(gated.orderType, 'auth_required');
      else signUpDialog.open({});
    },
    [askToSignInForOrder, booking, signUpDialog],
  );

  return {
    press,
    confirmPurposes,
    answer,
    book: booking.book,
    order,
    emailMeAndContinue,
    submitEmail,
    signInToContinue,
    isWorking,
    trip,
  };
}
