import { ChevronsUpDown, Globe2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { CountryPickerProps } from '@/features/chat/components/country-picker-popover';

// The searchable list (cmdk, Radix popover and its positioning) is about a fifth of the chat
// home's JavaScript: it loads when the traveller first opens the picker, and opens at once.
const CountryPickerPopover = lazy(() =>
  import('@/features/chat/components/country-picker-popover').then((m) => ({
    default: m.CountryPickerPopover,
  })),
);

/**
 * The destination dropdown of the chat home (product.md §3.1): about 195 countries in the UI
 * language, searchable, operated with the arrow keys, Enter and Escape.
 */
export function CountryPicker(props: CountryPickerProps) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);

  const trigger = (
    <Button
      variant="outline"
      size="lg"
      aria-haspopup="listbox"
      // Radix sets aria-expanded once the popover is loaded; an undefined prop would erase it.
      {...(used ? {} : { 'aria-expanded': false })}
      disabled={props.disabled}
      className="w-full max-w-md justify-between px-4 font-normal"
      onClick={() => setUsed(true)}
    >
      <span className="flex items-center gap-2">
        <Globe2 aria-hidden="true" />
        {t('chat.picker.trigger')}
      </span>
      <ChevronsUpDown className="opacity-50" aria-hidden="true" />
    </Button>
  );

  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <CountryPickerPopover {...props} trigger={trigger} />
    </Suspense>
  );
}
