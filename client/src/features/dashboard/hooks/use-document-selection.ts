import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { useDeleteRecords } from '@/features/dashboard/api/delete-records';
import type { DocumentItem, DocumentKind } from '@/features/dashboard/utils/dashboard-items';

/** What the confirmation is about: one item, or the selected flight tickets. */
type PendingDelete = { ids: string[]; bulk: boolean };

/** The ticked flight tickets and the delete waiting for its confirmation (product.md §8.4). */
export type DocumentSelection = {
  selected: ReadonlySet<string>;
  pending: PendingDelete | null;
};

type DocumentSelectionAction =
  | { type: 'toggle'; id: string }
  | { type: 'toggleAll'; ids: readonly string[] }
  | { type: 'askDelete'; pending: PendingDelete }
  | { type: 'dismiss' }
  | { type: 'deleted'; ids: readonly string[] };

export const initialDocumentSelection: DocumentSelection = { selected: new Set(), pending: null };

/** The listed ids that are ticked: one may have gone in another tab and no longer counts. */
export function chosenIds(ids: readonly string[], selected: ReadonlySet<string>): string[] {
  return ids.filter((id) => selected.has(id));
}

function allChosen(ids: readonly string[], selected: ReadonlySet<string>): boolean {
  return ids.length > 0 && chosenIds(ids, selected).length === ids.length;
}

export function documentSelectionReducer(
  state: DocumentSelection,
  action: DocumentSelectionAction,
): DocumentSelection {
  switch (action.type) {
    case 'toggle': {
      const selected = new Set(state.selected);
      if (selected.has(action.id)) selected.delete(action.id);
      else selected.add(action.id);
      return { ...state, selected };
    }
    case 'toggleAll':
      // 'Select all' clears when every listed ticket is ticked, else ticks exactly those listed.
      return {
        ...state,
        selected: allChosen(action.ids, state.selected) ? new Set() : new Set(action.ids),
      };
    case 'askDelete':
      return { ...state, pending: action.pending };
    case 'dismiss':
      return { ...state, pending: null };
    case 'deleted':
      return {
        ...state,
        selected: new Set([...state.selected].filter((id) => !action.ids.includes(id))),
      };
  }
}

/**
 * The Documents tab's selection and deletes (product.md §8.4): every delete asks first; a bulk
 * delete runs in parallel and names the items that failed.
 */
export function useDocumentSelection(documents: Record<DocumentKind, DocumentItem[]>) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(documentSelectionReducer, initialDocumentSelection);
  const remove = useDeleteRecords();
  const ticketIds = documents.flight.map((item) => item.id);
  const chosen = chosenIds(ticketIds, state.selected);

  const referenceOf = (id: string) =>
    [...documents.flight, ...documents.hotel, ...documents.visa].find((item) => item.id === id)
      ?.reference ?? id;

  const confirmDelete = () => {
    if (!state.pending) return;
    remove.mutate(state.pending.ids, {
      onSuccess: ({ deleted, failed }) => {
        dispatch({ type: 'deleted', ids: deleted });
        if (failed.length > 0) {
          toast({
            variant: 'destructive',
            title: t('dashboard.documents.deleteFailedTitle'),
            description: t('dashboard.documents.deleteFailedDescription', {
              references: failed.map(referenceOf).join(', '),
            }),
          });
        } else {
          toast({
            title: t('dashboard.documents.deletedTitle'),
            description:
              deleted.length === 1
                ? t('dashboard.documents.deletedOne')
                : t('dashboard.documents.deletedMany', { count: deleted.length }),
          });
        }
      },
    });
  };

  return {
    selected: state.selected,
    pending: state.pending,
    chosen,
    allChosen: allChosen(ticketIds, state.selected),
    deleting: remove.isPending,
    toggle: (id: string) => dispatch({ type: 'toggle', id }),
    toggleAll: () => dispatch({ type: 'toggleAll', ids: ticketIds }),
    askDeleteOne: (id: string) =>
      dispatch({ type: 'askDelete', pending: { ids: [id], bulk: false } }),
    askDeleteChosen: () => dispatch({ type: 'askDelete', pending: { ids: chosen, bulk: true } }),
    dismiss: () => dispatch({ type: 'dismiss' }),
    confirmDelete,
  };
}
