import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/use-toast';
import { useDeleteRecords } from '@/features/dashboard/api/delete-records';
import type { DocumentItem, DocumentKind } from '@/features/dashboard/utils/dashboard-items';
import { formatDay } from '@/features/dashboard/utils/format-dashboard';

type DocumentsTabProps = {
  documents: Record<DocumentKind, DocumentItem[]>;
  downloading: ReadonlySet<string>;
  onDownload: (id: string) => void;
};

/** What the confirmation is about: one item, or the selected flight tickets. */
type PendingDelete = { ids: string[]; bulk: boolean };

/**
 * product.md §8.4: the flight tickets (select all, per-item boxes, 'Delete (n)', per-item
 * download and delete) and the hotel vouchers (per-item download and delete), then the visa
 * orders, when there are any, like the vouchers. Every delete asks first; a bulk
 * delete runs in parallel and names the items that failed.
 */
export function DocumentsTab({ documents, downloading, onDownload }: DocumentsTabProps) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const remove = useDeleteRecords();
  const selectAllId = useId();

  const tickets = documents.flight;
  // Only tickets still listed count (one may have gone in another tab).
  const chosen = tickets.filter((item) => selected.has(item.id)).map((item) => item.id);
  const allChosen = tickets.length > 0 && chosen.length === tickets.length;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const referenceOf = (id: string) =>
    [...tickets, ...documents.hotel, ...documents.visa].find((item) => item.id === id)?.reference ??
    id;

  const runDelete = ({ ids }: PendingDelete) => {
    remove.mutate(ids, {
      onSuccess: ({ deleted, failed }) => {
        setSelected((current) => new Set([...current].filter((id) => !deleted.includes(id))));
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

  const itemRow = (item: DocumentItem, selectable: boolean) => (
    <li
      key={item.id}
      aria-label={item.reference}
      className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3"
    >
      {selectable && (
        <Checkbox
          aria-label={t('dashboard.documents.select', { reference: item.reference })}
          checked={selected.has(item.id)}
          onChange={() => toggle(item.id)}
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
        disabled={downloading.has(item.id)}
        onClick={() => onDownload(item.id)}
      >
        <Download aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('dashboard.documents.delete', { reference: item.reference })}
        disabled={remove.isPending}
        onClick={() => setPending({ ids: [item.id], bulk: false })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <h2 className="text-base leading-tight font-semibold">
            {t('dashboard.documents.flightTickets')}
          </h2>
          {tickets.length > 0 && (
            <div className="flex items-center gap-3">
              <label htmlFor={selectAllId} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={selectAllId}
                  checked={allChosen}
                  indeterminate={chosen.length > 0 && !allChosen}
                  onChange={() =>
                    setSelected(allChosen ? new Set() : new Set(tickets.map((item) => item.id)))
                  }
                />
                {t('dashboard.documents.selectAll')}
              </label>
              <Button
                variant="destructive"
                size="sm"
                disabled={chosen.length === 0 || remove.isPending}
                onClick={() => setPending({ ids: chosen, bulk: true })}
              >
                <Trash2 aria-hidden="true" />
                {t('dashboard.documents.deleteSelected', { count: chosen.length })}
              </Button>
            </div>
          )}
        </CardHeader>
        <CardContent>
          {tickets.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('dashboard.documents.noTickets')}</p>
          ) : (
            <ul aria-label={t('dashboard.documents.flightTickets')} className="grid gap-2">
              {tickets.map((item) => itemRow(item, true))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-base leading-tight font-semibold">
            {t('dashboard.documents.hotelVouchers')}
          </h2>
        </CardHeader>
        <CardContent>
          {documents.hotel.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('dashboard.documents.noVouchers')}</p>
          ) : (
            <ul aria-label={t('dashboard.documents.hotelVouchers')} className="grid gap-2">
              {documents.hotel.map((item) => itemRow(item, false))}
            </ul>
          )}
        </CardContent>
      </Card>

      {documents.visa.length > 0 && (
        <Card>
          <CardHeader>
            <h2 className="text-base leading-tight font-semibold">
              {t('dashboard.documents.visaDocuments')}
            </h2>
          </CardHeader>
          <CardContent>
            <ul aria-label={t('dashboard.documents.visaDocuments')} className="grid gap-2">
              {documents.visa.map((item) => itemRow(item, false))}
            </ul>
          </CardContent>
        </Card>
      )}

      <AlertDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.bulk
            ? t('dashboard.documents.confirmDeleteMany', { count: pending.ids.length })
            : t('dashboard.documents.confirmDeleteOne')
        }
        cancelLabel={t('dashboard.confirm.cancel')}
        confirmLabel={t('dashboard.confirm.delete')}
        destructive
        onConfirm={() => {
          if (pending) runDelete(pending);
        }}
      />
    </div>
  );
}
