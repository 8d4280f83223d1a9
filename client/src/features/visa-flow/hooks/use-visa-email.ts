import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { createEmailRequest } from '@/features/visa-flow/api/create-email-request';
import { latestVisaRecommendation, tripCodesUpTo } from '@/features/visa-flow/utils/visa-flow';
import { useAuth } from '@/lib/auth';
import type { ChatSend } from '@/lib/chat-send';
import { useMailEnabled } from '@/lib/get-mail-status';
import { currentLanguage } from '@/lib/i18n';
import type { ShownMessage } from '@/lib/shown-message';

/** The visa checklist by email (product.md §3.5), queued before the flow moves on. */
export function useVisaEmail(
  send: ChatSend,
  messagesRef: RefObject<readonly ShownMessage[]>,
  setWorking: (working: boolean) => void,
) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const mailEnabled = useMailEnabled();

  /** Queues the visa checklist for `email`; false (and a notice) when that failed. */
  const requestEmail = useCallback(
    async (email: string): Promise<boolean> => {
      const messages = messagesRef.current;
      const trip = tripCodesUpTo(messages);
      const visaType = latestVisaRecommendation(messages)?.visaType;
      setWorking(true);
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
        setWorking(false);
      }
    },
    [i18n, messagesRef, setWorking, t],
  );

  /** 'Email Me & Continue': signed in, the checklist goes to the account's address first. */
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

  /** cold_email_campaign: queues the email to the given address, then continues. */
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

  return { emailMeAndContinue, submitEmail };
}
