import { useTranslation } from 'react-i18next';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/components/ui/toast';
import { useToast } from '@/components/ui/use-toast';

/** Renders the toasts raised with toast(); mounted once by the app. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();

  return (
    <ToastProvider label={t('toast.label')}>
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose aria-label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport label={t('toast.viewportLabel')} />
    </ToastProvider>
  );
}
