import { LogIn } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { BOOKING_LABEL_KEYS } from '@/lib/chat-booking';
import type { VisaFlowActions } from '@/features/visa-flow/hooks/use-visa-flow';
import type { ShownMessage } from '@/lib/shown-message';
import { gatedActionBefore } from '@/features/visa-flow/utils/visa-flow';

/**
 * auth_required (product.md §3.6): the button the traveller pressed needs an
 * account. The sign-up dialog opens by itself once; after signing up or in, the interrupted
 * button resumes from this step.
 */
export function AuthRequiredPanel({
  message,
  messages,
  active,
  disabled,
  actions,
}: {
  message: ShownMessage;
  messages: readonly ShownMessage[];
  /** This is the newest reply and nothing is awaited: the only time the dialog may open itself. */
  active: boolean;
  disabled: boolean;
  actions: VisaFlowActions;
}) {
  const { t } = useTranslation();
  const hotelLabel = t(BOOKING_LABEL_KEYS.hotel);
  const gated = useMemo(
    () => gatedActionBefore(messages, message, [hotelLabel]),
    [hotelLabel, message, messages],
  );
  const openedRef = useRef(false);
  const { signInToContinue } = actions;

  useEffect(() => {
    if (!active || openedRef.current) return;
    openedRef.current = true;
    signInToContinue(gated);
  }, [active, gated, signInToContinue]);

  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-muted-foreground">{t('chat.visaFlow.signInHint')}</p>
      <Button disabled={disabled} onClick={() => signInToContinue(gated)}>
        <LogIn aria-hidden="true" />
        {t('chat.visaFlow.signIn')}
      </Button>
    </div>
  );
}
