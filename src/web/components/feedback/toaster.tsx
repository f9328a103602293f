import { useTranslation } from 'react-i18next';
import { dismissToast, toastDuration, toastSwipeThreshold, useToasts } from '../../lib/toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '../ui/toast';

/** Renders the toast store; mounted once at the app root. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();

  return (
    <ToastProvider
      label={t('toast.label')}
      duration={toastDuration}
      swipeDirection="right"
      swipeThreshold={toastSwipeThreshold}
    >
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          // Radix closes on its timer, a swipe, Escape or the close button; the store records it.
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid min-w-0 gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport label={t('toast.region')} />
    </ToastProvider>
  );
}
