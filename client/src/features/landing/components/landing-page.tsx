import { ArrowRight, Check, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '@common/constants';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { HowItWorks } from './how-it-works';
import { PopularDestinationsGrid } from './popular-destinations-grid';

const HIGHLIGHT_KEYS = [
  'landing.hero.highlights.visa',
  'landing.hero.highlights.booking',
  'landing.hero.highlights.languages',
] as const;

/** The legacy landing page (product.md §9.2): the pitch, how it works and where travellers go. */
export function LandingPage() {
  const { t } = useTranslation();
  const closingHeadingId = useId();

  return (
    <div className="w-full">
      <section className="bg-linear-to-b from-secondary to-background">
        <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:py-20 lg:py-24">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {t('landing.hero.eyebrow')}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">
              {t('landing.hero.title', { product: PRODUCT_NAME })}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-muted-foreground sm:text-xl">
              {t('landing.hero.description', { product: PRODUCT_NAME })}
            </p>
            <ul className="mt-6 grid gap-2 text-foreground">
              {HIGHLIGHT_KEYS.map((key) => (
                <li key={key} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  {t(key)}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" className="mt-8">
              <Link href={paths.home}>
                <MessageCircle aria-hidden="true" />
                {t('landing.hero.cta')}
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <HowItWorks />
      <PopularDestinationsGrid />

      <section
        aria-labelledby={closingHeadingId}
        className="mx-auto w-full max-w-6xl px-4 py-14 sm:py-20"
      >
        <div className="flex flex-col items-start gap-6 rounded-xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id={closingHeadingId} className="text-2xl font-bold tracking-tight">
              {t('landing.closing.title')}
            </h2>
            <p className="mt-2 text-primary-foreground/90">
              {t('landing.closing.description', { product: PRODUCT_NAME })}
            </p>
          </div>
          <Button asChild size="lg" variant="secondary">
            <Link href={paths.home}>
              {t('landing.closing.cta')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
