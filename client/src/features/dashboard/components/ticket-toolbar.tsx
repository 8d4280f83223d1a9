import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';

type TicketToolbarProps = {
  ticketCount: number;
  chosenCount: number;
  allChosen: boolean;
  deleting: boolean;
  onToggleAll: () => void;
  onDeleteChosen: () => void;
};

/** The flight tickets' 'Select all' and 'Delete (n)' (product.md §8.4), shown while there are any. */
export function TicketToolbar({
  ticketCount,
  chosenCount,
  allChosen,
  deleting,
  onToggleAll,
  onDeleteChosen,
}: TicketToolbarProps) {
  const { t } = useTranslation();
  const selectAllId = useId();
  if (ticketCount === 0) return null;
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={selectAllId} className="flex items-center gap-2 text-sm">
        <Checkbox
          id={selectAllId}
          checked={allChosen}
          indeterminate={chosenCount > 0 && !allChosen}
          onChange={onToggleAll}
        />
        {t('dashboard.documents.selectAll')}
      </label>
      <Button
        variant="destructive"
        size="sm"
        disabled={chosenCount === 0 || deleting}
        onClick={onDeleteChosen}
      >
        <Trash2 aria-hidden="true" />
        {t('dashboard.documents.deleteSelected', { count: chosenCount })}
      </Button>
    </div>
  );
}
