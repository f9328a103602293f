import { CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const badgeClass =
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** On or off in words and an icon; the colour only repeats them. */
export function StatusBadge({ on, text }: { on: boolean; text: string }) {
  const Icon = on ? CircleCheck : CircleDashed;
  return (
    <span
      className={cn(
        badgeClass,
        on
          ? 'border-success/40 bg-success/10 text-success'
          : 'border-dashed border-border bg-background text-muted-foreground',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {text}
    </span>
  );
}

/** Whether a chat is connected. */
export function ChatBadge({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      on={connected}
      text={connected ? t('telegram.chats.connected') : t('telegram.chats.notConnected')}
    />
  );
}
