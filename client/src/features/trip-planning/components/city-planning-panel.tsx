import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannerAnswers, TripCity, TripSelection } from '@common/trip';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DirectTripForm } from '@/features/trip-planning/components/direct-trip-form';
import { MultiCityPlanner } from '@/features/trip-planning/components/multi-city-planner';
import { PlannerQuestionnaire } from '@/features/trip-planning/components/planner-questionnaire';
import { useCountryCities } from '@/features/trip-planning/hooks/use-country-cities';
import type { TripCountry } from '@/lib/trip-country';

/**
 * The city planning panel (product.md §4.2): a
 * Direct tab ('Continue to Booking Options') and a Multi-City planner of 2 to 5 cities, whose
 * Continue leads to the four-step planner questionnaire. `onContinue` gets the selection, and
 * for multi-city the questionnaire's answers.
 */
export function CityPlanningPanel({
  nationality,
  destination,
  namedCities,
  disabled,
  onContinue,
}: {
  nationality: TripCountry;
  destination: TripCountry;
  /** Cities named in the chat: the Multi-City tab opens with them. */
  namedCities?: readonly TripCity[];
  disabled: boolean;
  onContinue: (selection: TripSelection, planner?: PlannerAnswers) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [planned, setPlanned] = useState<TripSelection | null>(null);
  const fromList = useCountryCities(nationality, false);
  const toList = useCountryCities(destination, false);
  const anyToList = useCountryCities(destination, true);

  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-2xl flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h2 id={headingId} className="font-semibold">
        {t('trip.planner.title')}
      </h2>
      {planned && (
        <PlannerQuestionnaire
          disabled={disabled}
          onBack={() => setPlanned(null)}
          onComplete={(answers) => onContinue(planned, answers)}
        />
      )}
      {/* Kept mounted behind the questionnaire, so Back finds the cities as they were. */}
      <div hidden={planned !== null}>
        <Tabs defaultValue={namedCities?.length ? 'multi' : 'direct'}>
          <TabsList>
            <TabsTrigger value="direct" disabled={disabled}>
              {t('trip.planner.tabs.direct')}
            </TabsTrigger>
            <TabsTrigger value="multi" disabled={disabled}>
              {t('trip.planner.tabs.multi')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="direct">
            <DirectTripForm
              fromList={fromList}
              toList={toList}
              destinationCode={destination.code}
              showFlightType={false}
              continueLabel={t('trip.planner.continueToBooking')}
              disabled={disabled}
              onContinue={(selection) => onContinue(selection)}
            />
          </TabsContent>
          <TabsContent value="multi">
            <MultiCityPlanner
              fromList={fromList}
              toList={anyToList}
              planned={namedCities}
              disabled={disabled}
              onContinue={setPlanned}
            />
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}
