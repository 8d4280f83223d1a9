import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@common/constants';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { currentLanguage, isLanguage } from '@/lib/i18n';

/** The language menu, open at once: it loads when the switcher is first used. */
export function LanguageMenu({ trigger }: { trigger: ReactElement }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);

  return (
    // Not modal: a small menu should neither lock page scrolling nor hide the page from screen readers.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => {
            if (isLanguage(value)) void i18n.changeLanguage(value);
          }}
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            // Each name is in its own language, so screen readers pronounce it right.
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
