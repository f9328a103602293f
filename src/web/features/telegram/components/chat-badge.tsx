import { CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** On or off in words and an icon; the colour only repeats them. */
export function OnOffBadge({ on, text }: { on: boolean; text: string }) {
  return (
    <StatusBadge tone={on ? 'success' : 'absent'} icon={on ? CircleCheck : CircleDashed}>
      {text}
    </StatusBadge>
  );
}

/** Whether a chat is connected. */
export function ChatBadge({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  return (
    <OnOffBadge
      on={connected}
      text={connected ? t('telegram.chats.connected') : t('telegram.chats.notConnected')}
    />
  );
}
