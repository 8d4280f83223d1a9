import { CalendarDays, FileCheck, MapPin, Plane } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The four steps of product.md §9.2, in order. */
const STEPS = [
  { key: 'destination', icon: MapPin },
  { key: 'visa', icon: FileCheck },
  { key: 'book', icon: Plane },
  { key: 'plan', icon: CalendarDays },
] as const;

/** 'How it Works': destination, visa requirements, book travel services, plan the trip. */
export function HowItWorks() {
  const { t } = useTranslation();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-6xl px-4 py-14 sm:py-20">
      <div className="max-w-2xl">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-foreground">
          {t('landing.howItWorks.title')}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{t('landing.howItWorks.description')}</p>
      </div>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ key, icon: Icon }, index) => (
          <li key={key} className="relative rounded-xl border bg-card p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-sm font-semibold text-primary">
                {t('landing.howItWorks.stepLabel', { number: index + 1 })}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">
              {t(`landing.howItWorks.steps.${key}.title`)}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              {t(`landing.howItWorks.steps.${key}.description`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
