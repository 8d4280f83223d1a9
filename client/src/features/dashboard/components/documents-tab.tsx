import { Download, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { useDocumentSelection } from '@/features/dashboard/hooks/use-document-selection';
import type { DocumentItem, DocumentKind } from '@/features/dashboard/utils/dashboard-items';
import { formatDay } from '@/features/dashboard/utils/format-dashboard';

type Selection = ReturnType<typeof useDocumentSelection>;

type DocumentRowProps = {
  item: DocumentItem;
  /** Only tickets have a box (§8.4). */
  selectable: boolean;
  selection: Selection;
  downloading: boolean;
  onDownload: (id: string) => void;
};

/** One document of product.md §8.4: its box, title, reference and day, download and delete. */
function DocumentRow({ item, selectable, selection, downloading, onDownload }: DocumentRowProps) {
  const { t, i18n } = useTranslation();
  const actions = [
    { action: 'download', Icon: Download, busy: downloading, run: onDownload },
    { action: 'delete', Icon: Trash2, busy: selection.deleting, run: selection.askDeleteOne },
  ] as const;
  return (
    <li
      aria-label={item.reference}
      className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3"
    >
      {selectable && (
        <Checkbox
          aria-label={t('dashboard.documents.select', { reference: item.reference })}
          checked={selection.selected.has(item.id)}
          onChange={() => selection.toggle(item.id)}
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
      {actions.map(({ action, Icon, busy, run }) => (
        <Button
          key={action}
          variant="outline"
          size="icon"
          aria-label={t(`dashboard.documents.${action}`, { reference: item.reference })}
          disabled={busy}
          onClick={() => run(item.id)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </li>
  );
}

type DocumentSectionProps = {
  title: string;
  items: DocumentItem[];
  /** Said when there are none; a section without it is left out instead (visa orders, §8.4). */
  emptyText?: string;
  /** Beside the title: the flight tickets' 'Select all' and 'Delete (n)'. */
  toolbar?: ReactNode;
  renderItem: (item: DocumentItem) => ReactNode;
};

/** One card of the Documents tab (product.md §8.4): a titled list, or its empty text. */
function DocumentSection({ title, items, emptyText, toolbar, renderItem }: DocumentSectionProps) {
  if (items.length === 0 && emptyText === undefined) return null;
  return (
    <Card>
      <CardHeader
        className={
          toolbar === undefined
            ? undefined
            : 'flex-row flex-wrap items-center justify-between gap-3'
        }
      >
        <h2 className="text-base leading-tight font-semibold">{title}</h2>
        {toolbar}
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul aria-label={title} className="grid gap-2">
            {items.map(renderItem)}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The flight tickets' 'Select all' and 'Delete (n)' (product.md §8.4). */
function TicketToolbar({ selection }: { selection: Selection }) {
  const { t } = useTranslation();
  const selectAllId = useId();
  const { chosen, allChosen } = selection;
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={selectAllId} className="flex items-center gap-2 text-sm">
        <Checkbox
          id={selectAllId}
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={selection.toggleAll}
        />
        {t('dashboard.documents.selectAll')}
      </label>
      <Button
        variant="destructive"
        size="sm"
        disabled={chosen.length === 0 || selection.deleting}
        onClick={selection.askDeleteChosen}
      >
        <Trash2 aria-hidden="true" />
        {t('dashboard.documents.deleteSelected', { count: chosen.length })}
      </Button>
    </div>
  );
}

type DocumentsTabProps = {
  documents: Record<DocumentKind, DocumentItem[]>;
  downloading: ReadonlySet<string>;
  onDownload: (id: string) => void;
};

/**
 * product.md §8.4: the flight tickets (select all, per-item boxes, 'Delete (n)', per-item
 * download and delete) and the hotel vouchers (per-item download and delete), then the visa
 * orders, when there are any, like the vouchers. Every delete asks first; a bulk
 * delete runs in parallel and names the items that failed.
 */
export function DocumentsTab({ documents, downloading, onDownload }: DocumentsTabProps) {
  const { t } = useTranslation();
  const selection = useDocumentSelection(documents);
  const { pending } = selection;

  const row = (item: DocumentItem, selectable: boolean) => (
    <DocumentRow
      key={item.id}
      item={item}
      selectable={selectable}
      selection={selection}
      downloading={downloading.has(item.id)}
      onDownload={onDownload}
    />
  );

  return (
    <div className="grid gap-6">
      <DocumentSection
        title={t('dashboard.documents.flightTickets')}
        items={documents.flight}
        emptyText={t('dashboard.documents.noTickets')}
        toolbar={documents.flight.length > 0 && <TicketToolbar selection={selection} />}
        renderItem={(item) => row(item, true)}
      />
      <DocumentSection
        title={t('dashboard.documents.hotelVouchers')}
        items={documents.hotel}
        emptyText={t('dashboard.documents.noVouchers')}
        renderItem={(item) => row(item, false)}
      />
      <DocumentSection
        title={t('dashboard.documents.visaDocuments')}
        items={documents.visa}
        renderItem={(item) => row(item, false)}
      />

      <AlertDialog
        open={pending !== null}
        onOpenChange={(open) => !open && selection.dismiss()}
        title={
          pending?.bulk
            ? t('dashboard.documents.confirmDeleteMany', { count: pending.ids.length })
            : t('dashboard.documents.confirmDeleteOne')
        }
        cancelLabel={t('dashboard.confirm.cancel')}
        confirmLabel={t('dashboard.confirm.delete')}
        destructive
        onConfirm={selection.confirmDelete}
      />
    </div>
  );
}
