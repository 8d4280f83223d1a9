import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TravelPurpose } from '@common/travel-purpose';
import { highlightVisaOptions } from '@common/visa-highlighting';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useVisaRequirements } from '@/features/visa-flow/api/get-visa-requirements';
import { VisaOptionCard } from '@/components/visa-option-card';
import type { TripCodes } from '@/features/visa-flow/utils/visa-flow';
import { currentLanguage } from '@/lib/i18n';

const TABS = ['options', 'documents'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string): value is Tab {
  return TABS.some((tab) => tab === value);
}

/**
 * The visa information card (product.md §3.5): the trip's visa options, the ones
 * fitting the traveller's purposes highlighted, and the documents
 * required, on two tabs shown as 'n of 2'.
 */
export function VisaInfoCard({
  trip,
  purposes,
}: {
  trip: TripCodes;
  purposes: readonly TravelPurpose[];
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [tab, setTab] = useState<Tab>('options');
  const visa = useVisaRequirements({
    nationality: trip.nationalityCode,
    destination: trip.destinationCode,
    lang: currentLanguage(i18n),
  });

  if (visa.isPending) {
    return (
      <div className="flex flex-col gap-2">
        <p role="status" className="text-sm text-muted-foreground">
          {t('chat.visaCard.loading')}
        </p>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (visa.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('chat.visaCard.error')}
      </p>
    );
  }

  const info = visa.data;
  const recommended = new Set(
    highlightVisaOptions(info.visaOptions, {
      // The highlighting knows countries by their English names; the reply carries that one.
      destination: trip.destination ?? info.country,
      purposes: [...purposes],
    }),
  );

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-border bg-background p-4"
    >
      <h3 id={headingId} className="mb-3 font-semibold">
        {t('chat.visaCard.title', { country: info.country })}
      </h3>
      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabsList aria-label={t('chat.visaCard.tabsLabel')}>
            <TabsTrigger value="options">{t('chat.visaCard.optionsTab')}</TabsTrigger>
            <TabsTrigger value="documents">{t('chat.visaCard.documentsTab')}</TabsTrigger>
          </TabsList>
          {/* Screen readers already hear each tab's position from the tab list. */}
          <p aria-hidden="true" className="text-xs text-muted-foreground">
            {t('chat.visaCard.position', { current: TABS.indexOf(tab) + 1, total: TABS.length })}
          </p>
        </div>
        <TabsContent value="options">
          {info.visaOptions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('chat.visaCard.noOptions')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {info.visaOptions.map((option) => (
                <li key={option.name}>
                  <VisaOptionCard
                    option={option}
                    recommended={recommended.has(option)}
                    headingLevel={4}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="documents">
          {info.documentRequirements.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('chat.visaCard.noDocuments')}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {info.documentRequirements.map((document) => (
                <li key={document}>{document}</li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}
