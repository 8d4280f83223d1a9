import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stop } from '@/features/trip-planning/hooks/use-planner-stops';
import { useStopAnnouncements } from '@/features/trip-planning/hooks/use-stop-announcements';

/**
 * The planner's destinations as a list reordered by drag and drop or the keyboard, with spoken
 * announcements (product.md §4.2). `row` renders each destination.
 */
export function SortableStopList({
  stops,
  onMove,
  row,
}: {
  stops: readonly Stop[];
  onMove: (from: string, to: string) => void;
  row: (stop: Stop, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const announcements = useStopAnnouncements(stops);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('trip.planner.dnd.instructions') },
      }}
    >
      <SortableContext items={stops.map((stop) => stop.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('trip.planner.listLabel')} className="flex flex-col gap-2">
          {stops.map(row)}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
