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
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stop } from '@/features/trip-planning/hooks/use-planner-stops';

/**
 * What a screen reader hears while a destination is moved by keyboard or pointer (product.md
 * §4.2): picked up, moved over a position, dropped or cancelled, with its place in the list.
 */
function useStopAnnouncements(stops: readonly Stop[]): Announcements {
  const { t } = useTranslation();
  // dnd-kit reports the item over itself as soon as it is lifted; only a move is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const total = stops.length;
  const position = (id: UniqueIdentifier) => stops.findIndex((stop) => stop.id === id) + 1;
  const nameOf = (id: UniqueIdentifier) => {
    const index = stops.findIndex((stop) => stop.id === id);
    return (
      stops[index]?.city?.name ?? t('trip.planner.cityNumber', { number: Math.max(index, 0) + 1 })
    );
  };
  const at = (id: UniqueIdentifier, where: UniqueIdentifier) => ({
    city: nameOf(id),
    position: position(where),
    total,
  });

  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('trip.planner.dnd.pickedUp', at(active.id, active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t('trip.planner.dnd.movedOver', at(active.id, over.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? t('trip.planner.dnd.dropped', at(active.id, over.id)) : undefined,
    onDragCancel: ({ active }) =>
      t('trip.planner.dnd.cancelled', { city: nameOf(active.id), position: position(active.id) }),
  };
}

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
