import type { FormHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';

/**
 * A step of the city selection (product.md §4.1) as a form: Enter or its submit button runs
 * `onSubmit`, which answers the message key of what is still missing, or null when it went on.
 */
export function TripForm({
  onSubmit,
  children,
  ...rest
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  onSubmit: () => TripFormMissing | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="flex flex-col gap-4"
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        const missing = onSubmit();
        if (!missing) return;
        toast({
          variant: 'destructive',
          title: t('trip.errors.missingTitle'),
          description: t(missing),
        });
      }}
    >
      {children}
    </form>
  );
}

/** What a city selection step can still be missing. */
export type TripFormMissing =
  'trip.errors.missingCities' | 'trip.errors.openJawReturn' | 'trip.errors.returnCity';
