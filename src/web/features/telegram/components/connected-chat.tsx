import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** A chat the messages go to: "Connected" once it has just come, which chat it is, and Disconnect (for who may). */
export function ConnectedChat({
  justConnected,
  children,
  disconnectLabel,
  disconnecting,
  onDisconnect,
}: {
  /** Said once, when the chat came while the page waited for it. */
  justConnected: string | null;
  /** Which chat it is. */
  children: ReactNode;
  disconnectLabel: string;
  disconnecting: boolean;
  /** Absent: the reader may not disconnect it (a workspace's group, below admin). */
  onDisconnect?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      {justConnected && <Alert tone="success">{justConnected}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">{children}</p>
        {onDisconnect && (
          <Button variant="outline" disabled={disconnecting} onClick={onDisconnect}>
            {disconnecting ? t('telegram.chats.disconnecting') : disconnectLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
