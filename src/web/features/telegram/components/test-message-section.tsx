import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { testMessageSchema, type BotSettings } from '../../../../shared/telegram';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { refusalText, serverFieldErrors, zodFieldErrors } from '../../../lib/api-errors';
import { useSendTestMessage } from '../api/send-test-message';
import { CardSection } from '../../../components/layouts/card-section';

/** A message from the stored bot to any chat id, to see the whole way work. */
export function TestMessageSection({ settings }: { settings: BotSettings }) {
  const { t } = useTranslation();
  const send = useSendTestMessage();
  const input = useRef<HTMLInputElement>(null);
  const [chatId, setChatId] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    send.reset();
    const parsed = testMessageSchema.safeParse({ chat_id: chatId });
    if (!parsed.success) {
      setProblem(zodFieldErrors(parsed.error).chat_id);
      input.current?.focus();
      return;
    }
    setProblem(undefined);
    send.mutate(parsed.data, { onError: () => input.current?.focus() });
  };

  const fieldError = problem ?? serverFieldErrors(send.error).chat_id;
  const otherFailure = send.isError && !fieldError;

  return (
    <CardSection
      title={t('telegram.testMessage.title')}
      description={
        settings.configured ? t('telegram.testMessage.description') : t('telegram.testMessage.noToken')
      }
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('telegram.testMessage.title')}
        className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start"
      >
        <Field
          label={t('telegram.testMessage.chatId')}
          hint={t('telegram.testMessage.chatIdHint')}
          error={fieldError}
          announceError
        >
          {(control) => (
            <Input
              {...control}
              ref={input}
              name="chat_id"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('telegram.testMessage.placeholder')}
              disabled={!settings.configured}
              value={chatId}
              onChange={(event) => {
                setChatId(event.target.value);
                setProblem(undefined);
              }}
            />
          )}
        </Field>
        <Button type="submit" disabled={!settings.configured || send.isPending} className="sm:mt-6">
          {send.isPending ? t('telegram.testMessage.sending') : t('telegram.testMessage.send')}
        </Button>
      </form>
      {send.isSuccess && (
        <Alert tone="success">{t('telegram.testMessage.sent', { id: send.data.message_id })}</Alert>
      )}
      {otherFailure && (
        <Alert tone="error">{refusalText(send.error, t('telegram.testMessage.failed'), t)}</Alert>
      )}
    </CardSection>
  );
}
