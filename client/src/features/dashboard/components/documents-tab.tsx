import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { DocumentRow } from '@/features/dashboard/components/document-row';
import { DocumentSection } from '@/features/dashboard/components/document-section';
import { TicketToolbar } from '@/features/dashboard/components/ticket-toolbar';
import { useDocumentSelection } from '@/features/dashboard/hooks/use-document-selection';
import type { DocumentItem, DocumentKind } from '@/features/dashboard/utils/dashboard-items';

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
      selected={selectable ? selection.selected.has(item.id) : undefined}
      onToggle={selection.toggle}
      downloading={downloading.has(item.id)}
      deleting={selection.deleting}
      onDownload={onDownload}
      onDelete={selection.askDeleteOne}
    />
  );

  return (
    <div className="grid gap-6">
      <DocumentSection
        title={t('dashboard.documents.flightTickets')}
        items={documents.flight}
        emptyText={t('dashboard.documents.noTickets')}
        toolbar={
          <TicketToolbar
            ticketCount={documents.flight.length}
            chosenCount={selection.chosen.length}
            allChosen={selection.allChosen}
            deleting={selection.deleting}
            onToggleAll={selection.toggleAll}
            onDeleteChosen={selection.askDeleteChosen}
          />
        }
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
