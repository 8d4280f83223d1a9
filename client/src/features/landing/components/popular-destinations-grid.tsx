import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LANDING_POPULAR_DESTINATIONS } from '@common/constants';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

type DestinationCode = (typeof LANDING_POPULAR_DESTINATIONS)[number];

/**
 * Each country's flag colours as a decorative stripe. Static class names, so Tailwind finds
 * them and no inline style needs a CSP exception.
 */
const FLAG_STRIPES: Record<DestinationCode, readonly string[]> = {
  DE: ['bg-[#000000]', 'bg-[#dd0000]', 'bg-[#ffce00]'],
  TR: ['bg-[#e30a17]', 'bg-[#ffffff]', 'bg-[#e30a17]'],
  FR: ['bg-[#0055a4]', 'bg-[#ffffff]', 'bg-[#ef4135]'],
  GE: ['bg-[#ffffff]', 'bg-[#ff0000]', 'bg-[#ffffff]'],
  IT: ['bg-[#009246]', 'bg-[#ffffff]', 'bg-[#ce2b37]'],
  AE: ['bg-[#ff0000]', 'bg-[#00732f]', 'bg-[#ffffff]', 'bg-[#000000]'],
};

/** The landing page's six destinations; every one leads to the assistant on /. */
export function PopularDestinationsGrid() {
  const { t } = useTranslation();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="bg-muted/60">
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:py-20">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-foreground">
            {t('landing.destinations.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            {t('landing.destinations.description')}
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {LANDING_POPULAR_DESTINATIONS.map((code) => (
            <li
              key={code}
              className="group relative overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:shadow-md"
            >
              <div aria-hidden="true" className="flex h-2">
                {FLAG_STRIPES[code].map((stripe, index) => (
                  <span key={index} className={cn('flex-1', stripe)} />
                ))}
              </div>
              <div className="flex items-center justify-between gap-4 p-6">
                <div>
                  <h3 className="text-xl font-semibold">
                    {/* The whole card is the link's target; its name stays just the country. */}
                    <Link
                      href={paths.home}
                      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                    >
                      {t(`landing.destinations.names.${code}`)}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {t('landing.destinations.cardHint')}
                  </p>
                </div>
                <ArrowRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-primary transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
