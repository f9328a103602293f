import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { botTokenSchema, type BotIdentity, type BotSettings } from '../../../../shared/telegram';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldText, refusalText, serverFieldErrors } from '../../../lib/api-errors';
import { useRemoveBotToken } from '../api/remove-bot-token';
import { useTestBot } from '../api/test-bot';
import { useUpdateBotSettings } from '../api/update-bot-settings';
import { OnOffBadge } from './chat-badge';
import { CardSection } from '../../../components/layouts/card-section';
import { formatDateTime } from '../../../lib/format';
import { FormField } from '../../../components/form/form-field';

/** The outcome shown under the form: one at a time, the newest wins. */
type Outcome =
  | { kind: 'saved'; bot: BotIdentity | null }
  | { kind: 'tested'; bot: BotIdentity }
  | { kind: 'removed' }
  | { kind: 'failed'; text: string };

/**
 * The bot's token: only its hint is ever shown; a new one is typed into a password field, tried
 * (getMe) and saved, and the stored one can be tested or removed.
 */
export function BotTokenSection({ settings }: { settings: BotSettings }) {
  const { t } = useTranslation();
  const save = useUpdateBotSettings();
  const test = useTestBot();
  const remove = useRemoveBotToken();
  const input = useRef<HTMLInputElement>(null);
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = save.isPending || test.isPending || remove.isPending;
  const typed = token.trim() !== '';

  /** The typed token checked by the shared rule; undefined (and the field marked) when it is not one. */
  const checkedToken = (): string | undefined => {
    const parsed = botTokenSchema.safeParse(token);
    if (parsed.success) return parsed.data;
    setFieldError(fieldText(parsed.error.issues[0]?.message ?? ''));
    input.current?.focus();
    return undefined;
  };

  /** A refusal naming the token goes under the field; anything else under the form. */
  const failed = (error: unknown, fallback: string) => {
    const about = serverFieldErrors(error).token;
    if (about) {
      setFieldError(about);
      input.current?.focus();
    } else setOutcome({ kind: 'failed', text: refusalText(error, fallback, t) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    setFieldError(undefined);
    const value = checkedToken();
    if (value === undefined) return;
    try {
      const saved = await save.mutateAsync({ token: value });
      setToken('');
      setOutcome({ kind: 'saved', bot: saved.bot });
    } catch (error) {
      failed(error, t('telegram.token.saveFailed'));
    }
  };

  const runTest = async () => {
    if (busy) return;
    setOutcome(null);
    setFieldError(undefined);
    let body = {};
    if (typed) {
      const value = checkedToken();
      if (value === undefined) return;
      body = { token: value };
    }
    try {
      setOutcome({ kind: 'tested', bot: await test.mutateAsync(body) });
    } catch (error) {
      failed(error, t('telegram.token.testFailed'));
    }
  };

  /** Removed, or failed: either way the dialog closes and the section says which. */
  const removeNow = async (): Promise<Outcome> => {
    setOutcome(null);
    try {
      await remove.mutateAsync();
    } catch (error) {
      return { kind: 'failed', text: refusalText(error, t('telegram.token.removeFailed'), t) };
    }
    return { kind: 'removed' };
  };

  return (
    <CardSection
      title={t('telegram.token.title')}
      aside={
        <OnOffBadge
          on={settings.configured}
          text={settings.configured ? t('telegram.token.set') : t('telegram.token.notSet')}
        />
      }
      description={t('telegram.token.description')}
    >
      {settings.configured ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-muted-foreground">{t('telegram.token.current')}</dt>
          <dd className="min-w-0 font-mono break-all">{settings.token_hint ?? t('telegram.token.hidden')}</dd>
          {settings.bot && (
            <>
              <dt className="text-muted-foreground">{t('telegram.token.bot')}</dt>
              <dd className="min-w-0 break-all">
                {t('telegram.token.botName', {
                  username: settings.bot.username,
                  name: settings.bot.first_name,
                })}
              </dd>
            </>
          )}
          {settings.updated_at && (
            <>
              <dt className="text-muted-foreground">{t('telegram.token.updated')}</dt>
              <dd>
                <time dateTime={settings.updated_at}>{formatDateTime(settings.updated_at)}</time>
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p className="text-sm">{t('telegram.token.none')}</p>
      )}

      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('telegram.token.formLabel')}
        className="grid gap-3"
      >
        <FormField
          label={settings.configured ? t('telegram.token.newLabel') : t('telegram.token.label')}
          hint={t('telegram.token.hint')}
          error={fieldError}
          announceError
          ref={input}
          type="password"
          name="token"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('telegram.token.placeholder')}
          value={token}
          onChange={(event) => {
            setToken(event.target.value);
            setFieldError(undefined);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy || !typed}>
            {save.isPending ? t('telegram.token.saving') : t('telegram.token.save')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy || (!typed && !settings.configured)}
            onClick={() => void runTest()}
          >
            {test.isPending ? t('telegram.token.testing') : t('telegram.token.test')}
          </Button>
          {settings.configured && (
            <Button
              type="button"
              variant="ghost"
              className="text-destructive hover:text-destructive sm:ml-auto"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('telegram.token.remove')}
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          {typed ? t('telegram.token.testTyped') : t('telegram.token.testStored')}
        </p>
      </form>

      {outcome?.kind === 'saved' && (
        <Alert tone="success">
          {outcome.bot
            ? t('telegram.token.savedAs', { username: outcome.bot.username })
            : t('telegram.token.saved')}
        </Alert>
      )}
      {outcome?.kind === 'tested' && (
        <Alert tone="success">
          {t('telegram.token.works', { username: outcome.bot.username, name: outcome.bot.first_name })}
        </Alert>
      )}
      {outcome?.kind === 'removed' && <Alert tone="info">{t('telegram.token.removed')}</Alert>}
      {outcome?.kind === 'failed' && <Alert tone="error">{outcome.text}</Alert>}

      <ConfirmDialog<Outcome>
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('telegram.token.removeTitle')}
        description={t('telegram.token.removeDescription')}
        confirmLabel={t('telegram.token.removeConfirm')}
        pendingLabel={t('telegram.token.removing')}
        onConfirm={removeNow}
        onDone={(result) => {
          setConfirming(false);
          setOutcome(result);
        }}
      />
    </CardSection>
  );
}
