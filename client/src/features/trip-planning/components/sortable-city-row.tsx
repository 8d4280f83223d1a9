import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STAY_DAY_OPTIONS } from '@common/trip';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { CityCombobox } from '@/features/trip-planning/components/city-combobox';
import type { CityList } from '@/features/trip-planning/hooks/use-country-cities';
import type { Stop, StopChange } from '@/features/trip-planning/hooks/use-planner-stops';
import { toTripCity } from '@/features/trip-planning/utils/trip-cities';

const STAY_KEYS = {
  1: 'trip.planner.stayOptions.d1',
  2: 'trip.planner.stayOptions.d2',
  3: 'trip.planner.stayOptions.d3',
  4: 'trip.planner.stayOptions.d4',
  5: 'trip.planner.stayOptions.d5',
  7: 'trip.planner.stayOptions.week',
  14: 'trip.planner.stayOptions.twoWeeks',
} as const satisfies Record<(typeof STAY_DAY_OPTIONS)[number], string>;

/** A destination's stay, from a day to two weeks. */
function StaySelect({
  id,
  stay,
  disabled,
  onChange,
}: {
  id: string;
  stay: number;
  disabled: boolean;
  onChange: (stay: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('trip.planner.stay')}</Label>
      <select
        id={id}
        value={stay}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-10 rounded-md border border-input bg-background px-3 text-base md:text-sm"
      >
        {STAY_DAY_OPTIONS.map((days) => (
          <option key={days} value={days}>
            {t(STAY_KEYS[days])}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One destination of the multi-city planner (product.md §4.2): a drag handle
 * (pointer, or the keyboard: space to lift, arrows to move, space to drop), the city, its stay
 * and a remove button while more than two cities remain.
 */
export function SortableCityRow({
  stop,
  label,
  hint,
  error,
  list,
  canRemove,
  disabled,
  onChange,
  onRemove,
}: {
  stop: Stop;
  label: string;
  hint?: string;
  error?: string;
  list: CityList;
  canRemove: boolean;
  disabled: boolean;
  onChange: (change: StopChange) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { id, city } = stop;
  const name = city?.name ?? label;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: t('trip.planner.dnd.roleDescription') },
  });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-start gap-2 rounded-md border border-border bg-background p-3',
        isDragging && 'relative z-10 shadow-md',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="mt-6 flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
        disabled={disabled}
        {...attributes}
        {...listeners}
        aria-label={t('trip.planner.reorder', { city: name })}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[1fr_9rem]">
        <CityCombobox
          id={`${id}-city`}
          label={label}
          hint={hint}
          error={error}
          cities={list.cities}
          loading={list.loading}
          disabled={disabled}
          value={city}
          onSelect={(picked) => onChange({ city: toTripCity(picked) })}
        />
        <StaySelect
          id={`${id}-stay`}
          stay={stop.stay}
          disabled={disabled}
          onChange={(stay) => onChange({ stay })}
        />
      </div>
      {canRemove && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="mt-5"
          disabled={disabled}
          aria-label={t('trip.planner.remove', { city: name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}
