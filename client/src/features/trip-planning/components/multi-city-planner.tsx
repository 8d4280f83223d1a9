import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_STAY_DAYS, PLANNER_CITIES, type TripCity, type TripSelection } from '@common/trip';
import { Button } from '@/components/ui/button';
import { CityCombobox } from '@/features/trip-planning/components/city-combobox';
import type { CityList } from '@/features/trip-planning/components/direct-trip-form';
import { RouteSummary } from '@/features/trip-planning/components/route-summary';
import { SortableCityRow } from '@/features/trip-planning/components/sortable-city-row';
import { useRouteDistances } from '@/features/trip-planning/hooks/use-route-distances';
import { toTripCity } from '@/features/trip-planning/utils/trip-cities';
import {
  moveItem,
  needsAirport,
  plannerComplete,
  plannerIssues,
  type PlannerIssue,
} from '@/features/trip-planning/utils/trip-planner';
import { multiSelection } from '@/features/trip-planning/utils/trip-selection';

type Stop = { id: string; city: TripCity | null; stay: number };

/** The planner's first rows: the cities named in the chat, or one empty row. */
function firstStops(baseId: string, planned: readonly TripCity[]): Stop[] {
  const cities = planned.length > 0 ? planned : [null];
  return cities.map((city, index) => ({
    id: `${baseId}-stop-${index}`,
    city,
    stay: DEFAULT_STAY_DAYS,
  }));
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
  const nextId = useRef(Math.max(planned.length, 1));
  const [from, setFrom] = useState<TripCity | null>(null);
  const [stops, setStops] = useState<Stop[]>(() => firstStops(baseId, planned));

  const entries = [from, ...stops.map((stop) => stop.city)];
  const issues = plannerIssues(entries);
  const loading = fromList.loading || toList.loading;
  const complete = plannerComplete(entries, loading);
  const { route, loading: routeLoading } = useRouteDistances(stops.map((stop) => stop.city));

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const position = (id: UniqueIdentifier) => stops.findIndex((stop) => stop.id === id) + 1;
  const nameOf = (id: UniqueIdentifier) => {
    const index = stops.findIndex((stop) => stop.id === id);
    return (
      stops[index]?.city?.name ?? t('trip.planner.cityNumber', { number: Math.max(index, 0) + 1 })
    );
  };
  const total = stops.length;
  // dnd-kit reports the item over itself as soon as it is lifted; only a move is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('trip.planner.dnd.pickedUp', {
        city: nameOf(active.id),
        position: position(active.id),
        total,
      });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t('trip.planner.dnd.movedOver', {
        city: nameOf(active.id),
        position: position(over.id),
        total,
      });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('trip.planner.dnd.dropped', {
            city: nameOf(active.id),
            position: position(over.id),
            total,
          })
        : undefined,
    onDragCancel: ({ active }) =>
      t('trip.planner.dnd.cancelled', { city: nameOf(active.id), position: position(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setStops((current) =>
      moveItem(
        current,
        current.findIndex((stop) => stop.id === active.id),
        current.findIndex((stop) => stop.id === over.id),
      ),
    );
  };

  const update = (id: string, change: Partial<Stop>) =>
    setStops((current) => current.map((stop) => (stop.id === id ? { ...stop, ...change } : stop)));

  const issueText = (issue: PlannerIssue | null | undefined, city: TripCity | null) => {
    if (!city || !issue || issue === 'empty') return undefined;
    return issue === 'noAirport'
      ? t('trip.errors.noAirport', { city: city.name })
      : t('trip.errors.sameAsPrevious', { city: city.name });
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete || !from) return;
        const destinations = stops.flatMap((stop) => (stop.city ? [stop.city] : []));
        onContinue(
          multiSelection({
            from,
            destinations,
            stays: stops.map((stop) => stop.stay),
            returnCity: destinations[destinations.length - 1]?.name,
          }),
        );
      }}
    >
      <p className="text-sm text-muted-foreground">
        {t('trip.planner.limits', { min: PLANNER_CITIES.min, max: PLANNER_CITIES.max })}
      </p>
      <div className="rounded-md border border-border p-3">
        <CityCombobox
          id={`${baseId}-from`}
          label={t('trip.planner.departure')}
          hint={t('trip.selection.airportRequired')}
          error={issueText(issues[0], from)}
          cities={fromList.cities}
          loading={fromList.loading}
          disabled={disabled}
          value={from}
          onSelect={(city) => setFrom(toTripCity(city))}
        />
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('trip.planner.dnd.instructions') },
        }}
      >
        <SortableContext
          items={stops.map((stop) => stop.id)}
          strategy={verticalListSortingStrategy}
        >
          <ol aria-label={t('trip.planner.listLabel')} className="flex flex-col gap-2">
            {stops.map((stop, index) => {
              const entryIndex = index + 1;
              return (
                <SortableCityRow
                  key={stop.id}
                  id={stop.id}
                  label={t('trip.planner.cityNumber', { number: index + 1 })}
                  hint={
                    needsAirport(entryIndex, entries.length)
                      ? t('trip.selection.airportRequired')
                      : undefined
                  }
                  error={issueText(issues[entryIndex], stop.city)}
                  cities={toList.cities}
                  loading={toList.loading}
                  city={stop.city}
                  stay={stop.stay}
                  canRemove={entries.length > PLANNER_CITIES.min}
                  disabled={disabled}
                  onCity={(city) => update(stop.id, { city: toTripCity(city) })}
                  onStay={(stay) => update(stop.id, { stay })}
                  onRemove={() =>
                    setStops((current) => current.filter((other) => other.id !== stop.id))
                  }
                />
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      {entries.length < PLANNER_CITIES.max && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={disabled}
          onClick={() => {
            const id = `${baseId}-stop-${nextId.current}`;
            nextId.current += 1;
            setStops((current) => [...current, { id, city: null, stay: DEFAULT_STAY_DAYS }]);
          }}
        >
          <Plus aria-hidden="true" />
          {t('trip.planner.addCity')}
        </Button>
      )}
      <RouteSummary route={route} loading={routeLoading} />
      <Button type="submit" className="self-start" disabled={disabled || !complete}>
        {t('trip.planner.continue')}
      </Button>
    </form>
  );
}
