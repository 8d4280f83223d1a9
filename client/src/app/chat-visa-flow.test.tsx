// @vitest-environment jsdom
// The guided visa flow's buttons in the chat (two features: the app composes them) against the
// real API server (started from source on a fresh database): the questionnaire's stored answers,
// and orders placed before the buy action, also when they resume after signing up. The sign-up dialog itself is tested in the auth feature;
// here a stand-in records it was opened and signs up through the API as the dialog would.
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@common/constants';
import { visaOrderReferenceSchema } from '@common/contracts/visa-orders';
import { useChat } from '@/features/chat/hooks/use-chat';
import { useVisaFlow } from '@/features/visa-flow/hooks/use-visa-flow';
import { useChatBooking } from '@/lib/chat-booking';
import { gatedActionBefore } from '@/features/visa-flow/utils/visa-flow';
import {
  QUESTIONNAIRE_STEPS,
  type QuestionnaireFlowStep,
} from '@/features/visa-flow/utils/visa-questionnaire-steps';
import { readStoredVisaQuestionnaire } from '@/lib/visa-questionnaire-storage';
import { completeSignIn } from '@/lib/auth';
import { readPendingAction } from '@/lib/pending-action';
import { BookingDialogProvider } from '@/lib/booking-dialog';
import { PurchaseDialogProvider } from '@/lib/purchase-dialog';
import { SignUpDialogProvider, type SignUpDialogProps } from '@/lib/sign-up-dialog';
import { registerUser } from '@/testing/real-server';
import { setUpRealServerPage } from '@/testing/real-server-page';

// The real API server for this file, the page pointed at it, the texts loaded. It has a mailer
// (to a closed port: nothing is delivered), so the chat offers email; without one the visa
// flow only continues, which e2e/bundle-no-email.spec.ts follows in the browser.
const origin = setUpRealServerPage({
  allTexts: true,
  env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'AlgoTrip <trips@algotrip.test>' },
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  dialog = null;
});

/** The props the app shell's dialog last received. */
let dialog: SignUpDialogProps | null = null;

function RecordingDialog(props: SignUpDialogProps) {
  dialog = props;
  return null;
}

/** The booking and purchase dialogs are not under test here. */
function NoDialog() {
  return null;
}

function useFlow() {
  const chat = useChat();
  const booking = useChatBooking(chat.send);
  const flow = useVisaFlow({ send: chat.send, messages: chat.messages, booking });
  return { chat, flow, queryClient: useQueryClient() };
}

async function renderFlow() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SignUpDialogProvider dialog={RecordingDialog}>
        <PurchaseDialogProvider dialog={NoDialog}>
          <BookingDialogProvider dialog={NoDialog}>{children}</BookingDialogProvider>
        </PurchaseDialogProvider>
      </SignUpDialogProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useFlow(), { wrapper });
  await waitFor(() => expect(hook.result.current.chat.isReady).toBe(true));
  return hook;
}

type Flow = Awaited<ReturnType<typeof renderFlow>>['result'];

function lastReply(result: Flow) {
  return result.current.chat.messages.at(-1);
}

/** Runs a button and waits for the reply it brings. */
async function press(result: Flow, act_: () => void, step: string) {
  // A visa reply replaces the earlier one, so the list need not grow: wait for a new last reply.
  const before = lastReply(result)?.key;
  await act(async () => act_());
  await waitFor(() => {
    expect(lastReply(result)?.key).not.toBe(before);
    expect(lastReply(result)?.role).toBe('assistant');
    expect(result.current.chat.isWaiting).toBe(false);
  });
  expect(lastReply(result)?.metadata?.flowStep).toBe(step);
}

function choice(step: QuestionnaireFlowStep, field: string, value: string | null) {
  const found = QUESTIONNAIRE_STEPS[step].choices.find(
    ({ answer }) => answer.field === field && answer.value === value,
  );
  if (!found) throw new Error(`No ${String(value)} answer on ${step}`);
  return found;
}

/** An Indian student bound for the USA, through the questionnaire to the recommendation. */
async function reachRecommendation(result: Flow) {
  await act(async () => {
    await result.current.chat.send('I want to visit the USA');
  });
  await act(async () => {
    await result.current.chat.send('I am Indian');
  });
  expect(lastReply(result)?.metadata?.flowStep).toBe('travel_purpose_question');
  await press(
    result,
    () => result.current.flow.confirmPurposes('travel_purpose_question', ['study', 'work']),
    'visa_confirmation',
  );
  await press(
    result,
    () =>
      result.current.flow.press('Yes, continue', {
        type: 'continue_visa_questionnaire',
        flowStep: 'visa_confirmation',
      }),
    'visa_purpose_collection',
  );
  const answers = [
    ['visa_purpose_collection', 'purpose', 'study', 'visa_duration_collection'],
    ['visa_duration_collection', 'duration', 'extended', 'visa_companion_collection'],
    ['visa_companion_collection', 'companions', 'family', 'visa_travel_history_collection'],
    ['visa_travel_history_collection', 'travelHistory', null, 'visa_recommendation_options'],
  ] as const;
  const stored = [];
  for (const [step, field, value, next] of answers) {
    const source = lastReply(result);
    if (!source) throw new Error('No reply to answer');
    await press(
      result,
      () => result.current.flow.answer(source, step, choice(step, field, value)),
      next,
    );
    stored.push(readStoredVisaQuestionnaire());
  }
  return stored;
}

/** What the sign-up dialog does on success: a new account, stored, then its success callback. */
async function signUpThroughDialog(result: Flow) {
  const current = dialog;
  if (!current?.open) throw new Error('The sign-up dialog is not open');
  const registered = await registerUser(origin());
  await act(async () => {
    await completeSignIn(result.current.queryClient, registered);
    current.onSuccess();
  });
}

describe('the visa questionnaire', () => {
  it('stores each answer with the earlier ones and ends with the recommendation', async () => {
    const { result } = await renderFlow();
    const stored = await reachRecommendation(result);

    expect(stored).toEqual([
      { purpose: 'study' },
      { purpose: 'study', duration: 'extended' },
      { purpose: 'study', duration: 'extended', companions: 'family' },
      // Skipping the travel history adds nothing.
      { purpose: 'study', duration: 'extended', companions: 'family' },
    ]);
    expect(lastReply(result)?.metadata?.visaRecommendation).toEqual({
      visaType: 'student',
      dependentVisaNote: true,
    });
    const sent = result.current.chat.messages
      .filter((message) => message.role === 'user')
      .map((message) => message.content);
    expect(sent.slice(-4)).toEqual(['Study', 'More than 3 months', 'With family', 'Skip']);
  }, 30_000);
});

describe('buying the visa bundle', () => {
  it('signed out: opens the sign-up dialog, then orders and confirms once signed up', async () => {
    const { result } = await renderFlow();
    await reachRecommendation(result);

    act(() => result.current.flow.order('visa-bundle', 'visa_recommendation_options'));
    expect(dialog?.open).toBe(true);
    expect(readPendingAction()).toEqual({
      type: 'chat-visa-order',
      payload: { orderType: 'visa-bundle', flowStep: 'visa_recommendation_options' },
    });
    const before = result.current.chat.messages.length;

    await signUpThroughDialog(result);

    await waitFor(() => expect(result.current.chat.messages.length).toBe(before + 2));
    await waitFor(() => expect(result.current.chat.isWaiting).toBe(false));
    expect(result.current.chat.messages.at(-2)?.content).toBe('Get the Visa Bundle');
    const reference = lastReply(result)?.metadata?.orderReference;
    expect(visaOrderReferenceSchema.parse(reference)).toMatch(/^VB-/);
    expect(lastReply(result)?.metadata?.flowStep).toBe('city_selection');
    expect(readPendingAction()).toBeNull();
  }, 30_000);

  it('after an auth_required reply: resumes the purchase from that step once signed up', async () => {
    const { result } = await renderFlow();
    await reachRecommendation(result);
    // A buy sent without a sign-in (a session that ran out, say) is answered with auth_required.
    await press(
      result,
      () =>
        void result.current.chat.send('Get the Visa Bundle', {
          action: {
            type: 'buy_visa_bundle',
            flowStep: 'visa_recommendation_options',
            values: ['VB-AAAAAAAAA'],
          },
        }),
      'auth_required',
    );
    const authReply = lastReply(result);
    if (!authReply) throw new Error('No auth_required reply');

    const gated = gatedActionBefore(result.current.chat.messages, authReply, ['Book Hotel']);
    act(() => result.current.flow.signInToContinue(gated));
    expect(readPendingAction()).toEqual({
      type: 'chat-visa-order',
      payload: { orderType: 'visa-bundle', flowStep: 'auth_required' },
    });
    const before = result.current.chat.messages.length;

    await signUpThroughDialog(result);

    await waitFor(() => expect(result.current.chat.messages.length).toBe(before + 2));
    await waitFor(() => expect(result.current.chat.isWaiting).toBe(false));
    expect(lastReply(result)?.metadata?.orderReference).toMatch(/^VB-[A-Z0-9]{9}$/);
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingModalAction)).toBeNull();
  }, 30_000);
});

describe('Email Me & Continue', () => {
  it('signed in: queues the checklist for the account’s address, then continues', async () => {
    const registered = await registerUser(origin());
    window.localStorage.setItem(STORAGE_KEYS.authToken, registered.authToken);
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(registered.user));
    const { result } = await renderFlow();
    await reachRecommendation(result);
    // Watches the requests (they still reach the real server).
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const before = lastReply(result)?.key;
    await act(async () => result.current.flow.emailMeAndContinue());
    await waitFor(() => {
      expect(lastReply(result)?.key).not.toBe(before);
      expect(result.current.chat.isWaiting).toBe(false);
    });

    const emailCalls = fetchSpy.mock.calls.filter(([input]) =>
      String(input).endsWith('/api/email-requests'),
    );
    fetchSpy.mockRestore();
    expect(emailCalls).toHaveLength(1);
    expect(JSON.parse(String(emailCalls[0]?.[1]?.body))).toEqual({
      email: registered.user.email,
      nationality: 'IN',
      destination: 'US',
      language: 'en',
      visaType: 'student',
    });
    expect(result.current.chat.messages.at(-2)?.content).toBe('Email Me & Continue');
    // Signed in, the address is known: no need to ask for it (cold_email_campaign).
    expect(lastReply(result)?.metadata?.flowStep).toBe('city_selection');
  }, 30_000);
});
