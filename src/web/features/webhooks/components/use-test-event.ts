import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast';
import { useSendTestEvent } from '../api/send-test-event';

/** "Send test event" for one endpoint: queued, said in a toast; its failure for the caller to show. */
export function useTestEvent() {
  const { t } = useTranslation();
  const mutation = useSendTestEvent();
  return {
    send: (id: string) =>
      mutation.mutate(
        { id },
        { onSuccess: () => toastSuccess(t('webhooks.test.sent'), t('webhooks.test.sentDescription')) },
      ),
    pending: mutation.isPending,
    request: mutation,
  };
}
