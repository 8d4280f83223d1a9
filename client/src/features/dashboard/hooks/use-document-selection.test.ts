import { describe, expect, it } from 'vitest';
import {
  chosenIds,
  documentSelectionReducer,
  initialDocumentSelection,
  type DocumentSelection,
} from '@/features/dashboard/hooks/use-document-selection';

const withSelected = (...ids: string[]): DocumentSelection => ({
  ...initialDocumentSelection,
  selected: new Set(ids),
});

describe('documentSelectionReducer', () => {
  it('starts with nothing ticked and no delete to confirm', () => {
    expect(initialDocumentSelection.selected.size).toBe(0);
    expect(initialDocumentSelection.pending).toBeNull();
  });

  it('ticks and unticks one ticket', () => {
    const ticked = documentSelectionReducer(initialDocumentSelection, { type: 'toggle', id: 'a' });
    expect([...ticked.selected]).toEqual(['a']);
    expect(documentSelectionReducer(ticked, { type: 'toggle', id: 'a' }).selected.size).toBe(0);
  });

  it("'Select all' ticks every listed ticket, then clears once all are ticked", () => {
    const some = withSelected('a');
    const all = documentSelectionReducer(some, { type: 'toggleAll', ids: ['a', 'b'] });
    expect([...all.selected].sort()).toEqual(['a', 'b']);
    expect(
      documentSelectionReducer(all, { type: 'toggleAll', ids: ['a', 'b'] }).selected.size,
    ).toBe(0);
  });

  it("'Select all' without tickets ticks nothing", () => {
    expect(
      documentSelectionReducer(initialDocumentSelection, { type: 'toggleAll', ids: [] }).selected
        .size,
    ).toBe(0);
  });

  it('counts only the ticked tickets still listed', () => {
    expect(chosenIds(['a', 'b'], new Set(['b', 'gone']))).toEqual(['b']);
  });

  it('holds the delete to confirm until it is dismissed, keeping the ticks', () => {
    const asked = documentSelectionReducer(withSelected('a', 'b'), {
      type: 'askDelete',
      pending: { ids: ['a', 'b'], bulk: true },
    });
    expect(asked.pending).toEqual({ ids: ['a', 'b'], bulk: true });
    const dismissed = documentSelectionReducer(asked, { type: 'dismiss' });
    expect(dismissed.pending).toBeNull();
    expect([...dismissed.selected].sort()).toEqual(['a', 'b']);
  });

  it('unticks the deleted items and keeps the ones that failed', () => {
    const after = documentSelectionReducer(withSelected('a', 'b', 'c'), {
      type: 'deleted',
      ids: ['a', 'c'],
    });
    expect([...after.selected]).toEqual(['b']);
  });
});
