import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { FlowActionType } from '@common/chat-flow';
import { visaOrderTypeSchema, type VisaOrderType } from '@common/contracts/visa-orders';
import { toast } from '@/components/ui/use-toast';
import { createVisaOrder } from '@/features/visa-flow/api/create-visa-order';
import { latestVisaRecommendation, tripCodesUpTo } from '@/features/visa-flow/utils/visa-flow';
import { findApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import type { ChatSend } from '@/lib/chat-send';
import { usePendingActionHandler } from '@/lib/pending-action';
import type { ShownMessage } from '@/lib/shown-message';
import { useSignUpDialog } from '@/lib/sign-up-dialog';

/** The pending action a signed-out bundle or service purchase leaves (product.md §3.6). */
const CHAT_VISA_ORDER_ACTION = 'chat-visa-order';

/** The steps whose buttons buy: the offer's own step, or auth_required once it interrupted one. */
const orderStepSchema = z.enum([
  'visa_recommendation_options',
  'visa_service_options',
  'auth_required',
]);
type OrderStep = z.infer<typeof orderStepSchema>;

const visaOrderPayloadSchema = z.object({
  orderType: visaOrderTypeSchema,
  flowStep: orderStepSchema,
});

/** The buy action and the button's label of each order. */
const ORDERS = {
  'visa-bundle': { action: 'buy_visa_bundle', labelKey: 'chat.recommendation.buyBundle' },
  'visa-service': { action: 'buy_visa_service', labelKey: 'chat.service.book' },
} as const satisfies Record<VisaOrderType, { action: FlowActionType; labelKey: string }>;

/**
 * The visa bundle and the professional service (product.md §3.5, §3.6): the order is placed
 * first, then its reference goes to the chat with the buy action.
 */
export function useVisaOrder(
  send: ChatSend,
  // Orders resume after sign-in from a timer: they must read the conversation as it is then.
  messagesRef: RefObject<readonly ShownMessage[]>,
  setWorking: (working: boolean) => void,
) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const signUpDialog = useSignUpDialog();

  /** The sign-up dialog; the order resumes once the user has signed up or in. */
  const askToSignIn = useCallback(
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
      setWorking(true);
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
          askToSignIn(orderType, flowStep);
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
        setWorking(false);
      }
      void send(t(ORDERS[orderType].labelKey), {
        action: { type: ORDERS[orderType].action, flowStep, values: [reference] },
      });
    },
    [askToSignIn, messagesRef, send, setWorking, t],
  );

  usePendingActionHandler(CHAT_VISA_ORDER_ACTION, (action) => {
    const payload = visaOrderPayloadSchema.safeParse(action.payload);
    if (payload.success) void placeOrder(payload.data.orderType, payload.data.flowStep);
  });

  /** Signed in: orders, then sends the buy action with the reference. Else sign-up first. */
  const order = useCallback(
    (orderType: VisaOrderType, flowStep: OrderStep) => {
      if (isAuthenticated) void placeOrder(orderType, flowStep);
      else askToSignIn(orderType, flowStep);
    },
    [askToSignIn, isAuthenticated, placeOrder],
  );

  return { order, askToSignIn };
}
