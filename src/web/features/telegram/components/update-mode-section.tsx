import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotSettings, UpdateMode } from '../../../../shared/telegram';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useUpdateBotSettings } from '../api/update-bot-settings';
import { CardSection } from '../../../components/layouts/card-section';
import { RequestError } from '../../../components/feedback/request-error';

/**
 * How Telegram's updates reach the server: long polling (the default; works behind NAT) or a webhook,
 * offered only when PUBLIC_URL is HTTPS. The last failure to receive them is shown.
 */
export function UpdateModeSection({ settings }: { settings: BotSettings }) {
  const { t } = useTranslation();
  const ids = useId();
  const save = useUpdateBotSettings();
  const [stored, setStored] = useState(settings.mode);
  const [mode, setMode] = useState<UpdateMode>(settings.mode);
  // Saved here or elsewhere: the choice follows what the server holds.
  if (settings.mode !== stored) {
    setStored(settings.mode);
    setMode(settings.mode);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || mode === settings.mode) return;
    save.mutate({ mode });
  };

  const choose = (next: UpdateMode) => {
    setMode(next);
    save.reset();
  };

  // A webhook already chosen stays selectable, so the form never shows nothing chosen.
  const webhookOffered = settings.webhook_available || settings.mode === 'webhook';

  return (
    <CardSection title={t('telegram.mode.title')} description={t('telegram.mode.description')}>
      {settings.updates_error && (
        <Alert tone="error">{t('telegram.mode.updatesError', { error: settings.updates_error })}</Alert>
      )}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <fieldset className="grid gap-3">
          <legend className="sr-only">{t('telegram.mode.legend')}</legend>
          <Choice
            id={`${ids}-polling`}
            name={`${ids}-mode`}
            label={t('telegram.mode.polling')}
            hint={t('telegram.mode.pollingHint')}
            checked={mode === 'polling'}
            onSelect={() => choose('polling')}
          />
          <Choice
            id={`${ids}-webhook`}
            name={`${ids}-mode`}
            label={t('telegram.mode.webhook')}
            hint={
              settings.webhook_available
                ? t('telegram.mode.webhookHint')
                : t('telegram.mode.webhookUnavailable')
            }
            checked={mode === 'webhook'}
            disabled={!webhookOffered}
            onSelect={() => choose('webhook')}
          />
        </fieldset>
        {settings.webhook_url && (
          <p className="text-sm">
            <span className="text-muted-foreground">{t('telegram.mode.webhookUrl')}</span>{' '}
            <code className="font-mono break-all">{settings.webhook_url}</code>
          </p>
        )}
        <div>
          <Button type="submit" variant="outline" disabled={save.isPending || mode === settings.mode}>
            {save.isPending ? t('telegram.mode.saving') : t('telegram.mode.save')}
          </Button>
        </div>
        {save.isSuccess && mode === settings.mode && (
          <Alert tone="success">{t(`telegram.mode.saved.${settings.mode}`)}</Alert>
        )}
        <RequestError request={save} fallback={t('telegram.mode.saveFailed')} worded />
      </form>
    </CardSection>
  );
}

interface ChoiceProps {
  id: string;
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
}

function Choice({ id, name, label, hint, checked, disabled, onSelect }: ChoiceProps) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary">
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={onSelect}
        className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:cursor-not-allowed"
      />
      <div className="grid min-w-0 gap-1">
        <label htmlFor={id} className={cn('text-sm font-medium', disabled && 'opacity-50')}>
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
