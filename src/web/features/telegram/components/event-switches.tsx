import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { telegramEvents, type TelegramEvent, type TelegramState } from '../../../../shared/telegram';
import { Alert } from '../../../components/ui/alert';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useUpdateEvent } from '../api/update-events';
import { CardSection } from '../../../components/layouts/card-section';
import { refusalText } from '../../../lib/api-errors';

/** Per event, whether it sends a Telegram message; each switch is saved the moment it moves. */
export function EventSwitches({ state }: { state: TelegramState }) {
  const { t } = useTranslation();
  const anyChat = state.private_chat !== null || state.group_chat !== null;
  return (
    <CardSection
      title={t('telegram.events.title')}
      description={anyChat ? t('telegram.events.description') : t('telegram.events.noChat')}
    >
      <ul
        aria-label={t('telegram.events.listLabel')}
        className="divide-y divide-border rounded-lg border border-border"
      >
        {telegramEvents.map((event) => (
          <EventRow key={event} event={event} on={state.events[event] ?? false} />
        ))}
      </ul>
    </CardSection>
  );
}

function EventRow({ event, on }: { event: TelegramEvent; on: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateEvent();

  return (
    <li className="grid gap-2 p-3 sm:px-4">
      <div className="flex items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={id}>{t(`telegram.events.names.${event}`)}</Label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t(`telegram.events.hints.${event}`)}
          </p>
        </div>
        <Switch
          id={id}
          checked={on}
          aria-describedby={`${id}-hint`}
          disabled={update.isPending}
          onCheckedChange={(checked) => {
            update.reset();
            update.mutate({ event, on: checked });
          }}
          className="mt-0.5"
        />
      </div>
      {update.isError && (
        <Alert tone="error">
          {t('telegram.events.saveFailed', {
            reason: refusalText(update.error, t('telegram.events.failed'), t),
          })}
        </Alert>
      )}
    </li>
  );
}
