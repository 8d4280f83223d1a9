import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { City } from '@common/contracts/geography';
import { STAY_DAY_OPTIONS, type TripCity } from '@common/trip';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { CityCombobox } from '@/features/trip-planning/components/city-combobox';

const STAY_KEYS = {
  1: 'trip.planner.stayOptions.d1',
  2: 'trip.planner.stayOptions.d2',
  3: 'trip.planner.stayOptions.d3',
  4: 'trip.planner.stayOptions.d4',
  5: 'trip.planner.stayOptions.d5',
  7: 'trip.planner.stayOptions.week',
  14: 'trip.planner.stayOptions.twoWeeks',
} as const satisfies Record<(typeof STAY_DAY_OPTIONS)[number], string>;

/**
 * One destination of the multi-city planner (product.md §4.2): a drag handle
 * (pointer, or the keyboard: space to lift, arrows to move, space to drop), the city, its stay
 * and a remove button while more than two cities remain.
 */
export function SortableCityRow({
  id,
  label,
  hint,
  error,
  cities,
  loading,
  city,
  stay,
  canRemove,
  disabled,
  onCity,
  onStay,
  onRemove,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  cities: readonly City[];
  loading: boolean;
  city: TripCity | null;
  stay: number;
  canRemove: boolean;
  disabled: boolean;
  onCity: (city: City) => void;
  onStay: (days: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
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
          cities={cities}
          loading={loading}
          disabled={disabled}
          value={city}
          onSelect={onCity}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-stay`}>{t('trip.planner.stay')}</Label>
          <select
            id={`${id}-stay`}
            value={stay}
            disabled={disabled}
            onChange={(event) => onStay(Number(event.target.value))}
            className="h-10 rounded-md border border-input bg-background px-3 text-base md:text-sm"
          >
            {STAY_DAY_OPTIONS.map((days) => (
              <option key={days} value={days}>
                {t(STAY_KEYS[days])}
              </option>
            ))}
          </select>
        </div>
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
