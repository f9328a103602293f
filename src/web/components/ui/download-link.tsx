import { useState, type ComponentProps, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-errors';
import { saveApiFile } from '../../lib/save-file';
import { toastError } from '../../lib/toast';
import { useStoredWorkspaceId } from '../../lib/workspace';

interface DownloadLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'download'> {
  /** The API path of the file (a CSV export). */
  href: string;
}

/**
 * A download from the API (a CSV): a plain link while the tab works in the personal workspace,
 * which a request without the Ringkas-Workspace header means; in another workspace the file is
 * fetched naming it (a link cannot send the header), then saved under the server's name.
 */
export function DownloadLink({ href, onClick, children, ...props }: DownloadLinkProps) {
  const { t } = useTranslation();
  const workspace = useStoredWorkspaceId();
  const [busy, setBusy] = useState(false);

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (workspace === null || event.defaultPrevented) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    saveApiFile(href)
      .catch((error: unknown) => toastError(errorText(error, t('common.downloadFailed'), t)))
      .finally(() => setBusy(false));
  };

  return (
    <a {...props} href={href} download aria-busy={busy || undefined} onClick={download}>
      {children}
    </a>
  );
}
