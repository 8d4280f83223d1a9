import { ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@common/constants';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { currentLanguage, isLanguage } from '@/lib/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);

  return (
    // Not modal: a small menu should neither lock page scrolling nor hide the page from screen readers.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm">
          <Globe aria-hidden="true" />
          {/* Named "Language: English": the visible text stays part of the name (WCAG 2.5.3). */}
          <span className="sr-only">
            {t('header.language', { language: LANGUAGE_NAMES[language] })}
          </span>
          <span aria-hidden="true">{LANGUAGE_NAMES[language]}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
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
