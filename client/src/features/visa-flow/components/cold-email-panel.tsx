import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@common/contracts/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { VisaFlowActions } from '@/features/visa-flow/hooks/use-visa-flow';

/**
 * cold_email_campaign (product.md §3.5): a signed-out traveller who asked to be emailed gives an
 * address; 'Send & Continue' queues the email and moves on, 'Skip' goes on to booking.
 */
export function ColdEmailPanel({
  disabled,
  actions,
}: {
  disabled: boolean;
  actions: VisaFlowActions;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const skipLabel = t('chat.coldEmail.skip');

  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-2 rounded-lg border border-border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = emailSchema.safeParse(email);
        setInvalid(!parsed.success);
        if (parsed.success) actions.submitEmail(parsed.data);
      }}
    >
      <Label htmlFor={inputId}>{t('chat.coldEmail.label')}</Label>
      <Input
        id={inputId}
        type="email"
        autoComplete="email"
        value={email}
        disabled={disabled}
        placeholder={t('chat.coldEmail.placeholder')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          setInvalid(false);
        }}
      />
      {invalid && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {t('chat.coldEmail.invalid')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={disabled}>
          <Send aria-hidden="true" />
          {t('chat.coldEmail.send')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() =>
            actions.press(skipLabel, { type: 'skip_to_booking', flowStep: 'cold_email_campaign' })
          }
        >
          {skipLabel}
        </Button>
      </div>
    </form>
  );
}
