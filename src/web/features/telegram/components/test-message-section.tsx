import { useTranslation } from 'react-i18next';
import { testMessageSchema, type BotSettings } from '../../../../shared/telegram';
import { FormControl } from '../../../components/form/form-control';
import { InlineForm } from '../../../components/form/inline-form';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { CardSection } from '../../../components/layouts/card-section';
import { Alert } from '../../../components/ui/alert';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
import { useSendTestMessage } from '../api/send-test-message';

/** A message from the stored bot to any chat id, to see the whole way work. */
export function TestMessageSection({ settings }: { settings: BotSettings }) {
  const { t } = useTranslation();
  const send = useSendTestMessage();
  const form = useZodForm(testMessageSchema, { defaultValues: { chat_id: '' } });
  const submit = useFormSubmit(form, (body) => send.mutateAsync(body), {
    describe: (error) => refusalText(error, t('telegram.testMessage.failed'), t),
    onStart: () => send.reset(),
  });

  return (
    <CardSection
      title={t('telegram.testMessage.title')}
      description={
        settings.configured ? t('telegram.testMessage.description') : t('telegram.testMessage.noToken')
      }
    >
      <InlineForm
        label={t('telegram.testMessage.title')}
        submit={submit}
        submitLabel={t('telegram.testMessage.send')}
        pendingLabel={t('telegram.testMessage.sending')}
        disabled={!settings.configured}
      >
        <FormControl
          form={form}
          name="chat_id"
          label={t('telegram.testMessage.chatId')}
          hint={t('telegram.testMessage.chatIdHint')}
          announceError
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('telegram.testMessage.placeholder')}
              disabled={!settings.configured}
            />
          )}
        </FormControl>
      </InlineForm>
      {send.isSuccess && (
        <Alert tone="success">{t('telegram.testMessage.sent', { id: send.data.message_id })}</Alert>
      )}
    </CardSection>
  );
}
