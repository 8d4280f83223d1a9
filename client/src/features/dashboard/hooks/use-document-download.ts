import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { downloadDocument } from '@/lib/download-document';

/** Downloads a booking's or purchase's PDF; `pending` holds the ids on their way. */
export function useDocumentDownload() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const download = useCallback(
    async (id: string) => {
      setPending((current) => new Set(current).add(id));
      try {
        await downloadDocument(id);
      } catch (error) {
        console.error('Document download failed', error);
        toast({
          variant: 'destructive',
          title: t('dashboard.download.failedTitle'),
          description: t('dashboard.download.failedDescription'),
        });
      } finally {
        setPending((current) => new Set([...current].filter((other) => other !== id)));
      }
    },
    [t],
  );

  return { download, pending };
}
