import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatKind, ConnectLink } from '../../../../shared/telegram';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { msLeft } from '../lib/connect-wait';
import { formatTime } from '../../../lib/format';

interface ConnectLinkPanelProps {
  kind: ChatKind;
  link: ConnectLink;
  /** Asks for a fresh link once this one has expired. */
  onRenew: () => void;
  renewing: boolean;
}

/**
 * A connect link while the page waits for the bot: the deep link (private chat) or the /link command
 * (group), how long it works, and a fresh one once it has expired. Give it a key per link.
 */
export function ConnectLinkPanel({ kind, link, onRenew, renewing }: ConnectLinkPanelProps) {
  const { t } = useTranslation();
  const expired = useExpired(link.expires_at);
  const until = formatTime(link.expires_at);

  if (expired) {
    return (
      <Alert tone="info">
        <p>{t('telegram.connect.expired')}</p>
        <Button variant="outline" size="sm" className="mt-2" disabled={renewing} onClick={onRenew}>
          {renewing ? t('telegram.connect.connecting') : t('telegram.connect.renew')}
        </Button>
      </Alert>
    );
  }

  return (
    <div className="grid gap-3 rounded-lg border border-border bg-muted/30 p-3 sm:p-4">
      <p role="status" className="flex items-start gap-2 text-sm font-medium">
        <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
        {kind === 'private' ? t('telegram.connect.waitingPrivate') : t('telegram.connect.waitingGroup')}
      </p>
      {kind === 'private' ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{t('telegram.connect.notOpened')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 font-mono text-sm break-all text-primary underline-offset-4 hover:underline"
            >
              {link.url}
            </a>
            <CopyButton value={link.url} label={t('telegram.connect.copyLink')} />
          </div>
        </div>
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{t('telegram.group.sendCommand')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="min-w-0 rounded-md border border-border bg-background px-2 py-1 font-mono text-sm break-all">
              {link.group_command}
            </code>
            <CopyButton value={link.group_command} label={t('telegram.group.copyCommand')} />
          </div>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        <time dateTime={link.expires_at}>{t('telegram.connect.validUntil', { time: until })}</time>
      </p>
    </div>
  );
}

/** Whether the moment has passed; turns true by itself when it does. */
function useExpired(iso: string): boolean {
  const [expired, setExpired] = useState(() => msLeft({ expires_at: iso }, Date.now()) === 0);
  useEffect(() => {
    const left = msLeft({ expires_at: iso }, Date.now());
    if (left === 0) return;
    const timer = setTimeout(() => setExpired(true), left);
    return () => clearTimeout(timer);
  }, [iso]);
  return expired;
}
