import { useTranslation } from 'react-i18next';
import type { ChatKind, TelegramState } from '../../../../shared/telegram';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSendTest } from '../api/send-test';
import { CardSection } from '../../../components/layouts/card-section';
import { formatList } from '../../../lib/format';
import { RequestError } from '../../../components/feedback/request-error';

/** "Send test": a message to each connected chat, and which of them it reached. */
export function SendTestSection({ state }: { state: TelegramState }) {
  const { t } = useTranslation();
  const test = useSendTest();
  const anyChat = state.private_chat !== null || state.group_chat !== null;

  const chatNames = (kinds: ChatKind[]) => formatList(kinds.map((kind) => t(`telegram.test.chats.${kind}`)));

  return (
    <CardSection
      title={t('telegram.test.title')}
      description={anyChat ? t('telegram.test.description') : t('telegram.test.noChat')}
    >
      <div>
        <Button variant="outline" disabled={!anyChat || test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? t('telegram.test.sending') : t('telegram.test.button')}
        </Button>
      </div>
      {test.isSuccess &&
        (test.data.length > 0 ? (
          <Alert tone="success">{t('telegram.test.sent', { chats: chatNames(test.data) })}</Alert>
        ) : (
          <Alert tone="info">{t('telegram.test.sentNowhere')}</Alert>
        ))}
      <RequestError request={test} fallback={t('telegram.test.failed')} worded />
    </CardSection>
  );
}
