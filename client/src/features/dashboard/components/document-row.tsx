import { Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { DocumentItem } from '@/features/dashboard/utils/dashboard-items';
import { formatDay } from '@/features/dashboard/utils/format-dashboard';

type DocumentRowProps = {
  item: DocumentItem;
  /** Whether the item is ticked; left out where there is no box (only tickets have one, §8.4). */
  selected?: boolean;
  onToggle: (id: string) => void;
  downloading: boolean;
  deleting: boolean;
  onDownload: (id: string) => void;
  onDelete: (id: string) => void;
};

/** One document of product.md §8.4: its box, title, reference and day, download and delete. */
export function DocumentRow({
  item,
  selected,
  onToggle,
  downloading,
  deleting,
  onDownload,
  onDelete,
}: DocumentRowProps) {
  const { t, i18n } = useTranslation();
  return (
    <li
      aria-label={item.reference}
      className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3"
    >
      {selected !== undefined && (
        <Checkbox
          aria-label={t('dashboard.documents.select', { reference: item.reference })}
          checked={selected}
          onChange={() => onToggle(item.id)}
        />
      )}
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="font-medium">{item.title}</span>
        <span className="font-mono text-xs text-muted-foreground">{item.reference}</span>
        {item.date && (
          <span className="text-xs text-muted-foreground">
            {formatDay(item.date, i18n.language)}
          </span>
        )}
      </div>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('dashboard.documents.download', { reference: item.reference })}
        disabled={downloading}
        onClick={() => onDownload(item.id)}
      >
        <Download aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('dashboard.documents.delete', { reference: item.reference })}
        disabled={deleting}
        onClick={() => onDelete(item.id)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
