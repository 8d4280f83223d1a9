import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { outgoingText } from '@/features/chat/utils/outgoing-message';

/**
 * The message field and its send button (product.md §3.1): disabled while a reply is
 * awaited; the button also while the field holds nothing to send.
 */
export const ChatInput = memo(function ChatInput({
  isWaiting,
  disabled,
  onSend,
}: {
  isWaiting: boolean;
  /** The session is not ready yet. */
  disabled: boolean;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The field loses focus while disabled; give it back after the reply if the user was typing.
  const refocusRef = useRef(false);

  useEffect(() => {
    if (!isWaiting && refocusRef.current) {
      refocusRef.current = false;
      inputRef.current?.focus();
    }
  }, [isWaiting]);

  const canSend = !disabled && outgoingText(value, isWaiting) !== null;

  return (
    <form
      className="flex items-center gap-2 border-t border-border bg-background p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSend) return;
        refocusRef.current = document.activeElement === inputRef.current;
        onSend(value);
        setValue('');
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('chat.input.label')}
      </label>
      <Input
        ref={inputRef}
        id={inputId}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('chat.input.placeholder')}
        maxLength={CHAT.maxUserMessageChars}
        autoComplete="off"
        disabled={disabled || isWaiting}
        className="flex-1"
      />
      <Button type="submit" size="icon" aria-label={t('chat.input.send')} disabled={!canSend}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
});
