import { ChevronDown, Globe } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@common/constants';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';

// Radix's menu and its positioning load when the switcher is first used, not with every page.
const LanguageMenu = lazy(() =>
  import('@/app/language-menu').then((m) => ({ default: m.LanguageMenu })),
);

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [used, setUsed] = useState(false);

  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      // Radix sets aria-expanded once the menu is loaded; an undefined prop would erase it.
      {...(used ? {} : { 'aria-expanded': false })}
      onClick={() => setUsed(true)}
    >
      <Globe aria-hidden="true" />
      {/* Named "Language: English": the visible text stays part of the name (WCAG 2.5.3). */}
      <span className="sr-only">
        {t('header.language', { language: LANGUAGE_NAMES[language] })}
      </span>
      <span aria-hidden="true">{LANGUAGE_NAMES[language]}</span>
      <ChevronDown aria-hidden="true" />
    </Button>
  );

  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenu trigger={trigger} />
    </Suspense>
  );
}
