import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stop } from '@/features/trip-planning/hooks/use-planner-stops';

/**
 * What a screen reader hears while a destination is moved by keyboard or pointer (product.md
 * §4.2): picked up, moved over a position, dropped or cancelled, with its place in the list.
 */
export function useStopAnnouncements(stops: readonly Stop[]): Announcements {
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
