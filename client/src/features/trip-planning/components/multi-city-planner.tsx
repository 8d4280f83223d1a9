import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_CITIES, type TripCity, type TripSelection } from '@common/trip';
import { Button } from '@/components/ui/button';
import { CityCombobox } from '@/features/trip-planning/components/city-combobox';
import { RouteSummary } from '@/features/trip-planning/components/route-summary';
import { SortableCityRow } from '@/features/trip-planning/components/sortable-city-row';
import { SortableStopList } from '@/features/trip-planning/components/sortable-stop-list';
import type { CityList } from '@/features/trip-planning/hooks/use-country-cities';
import { usePlannerStops, type Stop } from '@/features/trip-planning/hooks/use-planner-stops';
import { toTripCity } from '@/features/trip-planning/utils/trip-cities';
import {
  needsAirport,
  plannerComplete,
  plannerIssues,
  type PlannerIssue,
} from '@/features/trip-planning/utils/trip-planner';
import { multiSelection } from '@/features/trip-planning/utils/trip-selection';

/** The multi-city selection the planner's rows make, the last destination the return city. */
function selectionOf(from: TripCity, stops: readonly Stop[]): TripSelection {
  const destinations = stops.flatMap((stop) => (stop.city ? [stop.city] : []));
  return multiSelection({
    from,
    destinations,
    stays: stops.map((stop) => stop.stay),
    returnCity: destinations[destinations.length - 1]?.name,
  });
}

/**
 * Multi-City of the city planning panel (product.md §4.2): the departure, then 1 to 4
 * destinations in visiting order, reordered by drag and drop or the keyboard (with spoken
 * announcements), each with a stay; the first, second and last cities need an airport and no
 * city may repeat the one before it. The ground route summary covers the destination cities.
 */
export function MultiCityPlanner({
  fromList,
  toList,
  planned = [],
  disabled,
  onContinue,
}: {
  fromList: CityList;
  /** The destination's cities with includeAll=true: intermediate stops need no airport. */
  toList: CityList;
  /** Cities the traveller named in the chat, in order: the planner starts with them. */
  planned?: readonly TripCity[];
  disabled: boolean;
  onContinue: (selection: TripSelection) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [from, setFrom] = useState<TripCity | null>(null);
  const { stops, add, update, remove, move } = usePlannerStops(baseId, planned);

  const entries = [from, ...stops.map((stop) => stop.city)];
  const issues = plannerIssues(entries);
  const loading = fromList.loading || toList.loading;
  const complete = plannerComplete(entries, loading);

  const airportHint = t('trip.selection.airportRequired');
  const issueText = (issue: PlannerIssue | null | undefined, city: TripCity | null) =>
    city && (issue === 'noAirport' || issue === 'sameAsPrevious')
      ? t(`trip.errors.${issue}`, { city: city.name })
      : undefined;

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && from) onContinue(selectionOf(from, stops));
      }}
    >
      <p className="text-sm text-muted-foreground">
        {t('trip.planner.limits', { min: PLANNER_CITIES.min, max: PLANNER_CITIES.max })}
      </p>
      <div className="rounded-md border border-border p-3">
        <CityCombobox
          id={`${baseId}-from`}
          label={t('trip.planner.departure')}
          hint={airportHint}
          error={issueText(issues[0], from)}
          cities={fromList.cities}
          loading={fromList.loading}
          disabled={disabled}
          value={from}
          onSelect={(city) => setFrom(toTripCity(city))}
        />
      </div>
      <SortableStopList
        stops={stops}
        onMove={move}
        row={(stop, index) => (
          <SortableCityRow
            key={stop.id}
            stop={stop}
            label={t('trip.planner.cityNumber', { number: index + 1 })}
            hint={needsAirport(index + 1, entries.length) ? airportHint : undefined}
            error={issueText(issues[index + 1], stop.city)}
            list={toList}
            canRemove={entries.length > PLANNER_CITIES.min}
            disabled={disabled}
            onChange={(change) => update(stop.id, change)}
            onRemove={() => remove(stop.id)}
          />
        )}
      />
      {entries.length < PLANNER_CITIES.max && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={disabled}
          onClick={add}
        >
          <Plus aria-hidden="true" />
          {t('trip.planner.addCity')}
        </Button>
      )}
      <RouteSummary cities={stops.map((stop) => stop.city)} />
      <Button type="submit" className="self-start" disabled={disabled || !complete}>
        {t('trip.planner.continue')}
      </Button>
    </form>
  );
}
